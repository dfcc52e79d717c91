// Leerlingen: list (paged, sorted and filtered on the server) → detail with edit, delete and the
// activation mail.
import { Route, Routes } from 'react-router-dom';
import { StudentDetail } from './StudentDetail';
import { StudentList } from './StudentList';

export function StudentsSection() {
  return (
    <Routes>
      <Route index element={<StudentList />} />
      <Route path=":id" element={<StudentDetail />} />
    </Routes>
  );
}
