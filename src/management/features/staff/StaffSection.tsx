// Medewerkers: the staff accounts the caller may manage: list → detail with its actions; new; import.
import { Route, Routes } from 'react-router-dom';
import { StaffCreatePage } from './StaffCreatePage';
import { StaffDetail } from './StaffDetail';
import { StaffImportPage } from './StaffImportPage';
import { StaffList } from './StaffList';

export function StaffSection() {
  return (
    <Routes>
      <Route index element={<StaffList />} />
      <Route path="nieuw" element={<StaffCreatePage />} />
      <Route path="importeren" element={<StaffImportPage />} />
      <Route path=":id" element={<StaffDetail />} />
    </Routes>
  );
}
