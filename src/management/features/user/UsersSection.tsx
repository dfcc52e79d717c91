// Medewerkers: the staff accounts the caller may manage: list → detail with its actions; new; import.
import { Route, Routes } from 'react-router-dom';
import { UserCreatePage } from './UserCreatePage';
import { UserDetail } from './UserDetail';
import { UserImportPage } from './UserImportPage';
import { UserList } from './UserList';

export function UsersSection() {
  return (
    <Routes>
      <Route index element={<UserList />} />
      <Route path="nieuw" element={<UserCreatePage />} />
      <Route path="importeren" element={<UserImportPage />} />
      <Route path=":id" element={<UserDetail />} />
    </Routes>
  );
}
