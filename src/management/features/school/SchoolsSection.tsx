// Scholen: list → detail (locations, school years, external-apps key) → edit; one form for both.
import { Route, Routes } from 'react-router-dom';
import { SchoolDetail } from './SchoolDetail';
import { SchoolEditPage, SchoolCreatePage } from './SchoolFormPages';
import { SchoolList } from './SchoolList';

export function SchoolsSection() {
  return (
    <Routes>
      <Route index element={<SchoolList />} />
      <Route path="nieuw" element={<SchoolCreatePage />} />
      <Route path=":id" element={<SchoolDetail />} />
      <Route path=":id/bewerken" element={<SchoolEditPage />} />
    </Routes>
  );
}
