// Locaties: list (filterable by school) → detail → edit; "Locatie toevoegen" on a school's page
// opens the form with that school chosen (/locaties/nieuw?school=ID).
import { Route, Routes } from 'react-router-dom';
import { LocationDetail } from './LocationDetail';
import { LocationCreatePage, LocationEditPage } from './LocationFormPages';
import { LocationList } from './LocationList';

export function LocationsSection() {
  return (
    <Routes>
      <Route index element={<LocationList />} />
      <Route path="nieuw" element={<LocationCreatePage />} />
      <Route path=":id" element={<LocationDetail />} />
      <Route path=":id/bewerken" element={<LocationEditPage />} />
    </Routes>
  );
}
