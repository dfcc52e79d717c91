// The class-list and staff-list uploads (POST /api/student/preview-import, /api/user/import, …): the
// file as multipart with the school and the column mapping.
import type { ColumnMapping } from '../../shared/studentImport/types';
import type { UserMapping } from '../../shared/userImport/types';

/** Large files take a while to check: more than the default 15 s. */
export const IMPORT_TIMEOUT_MS = 120_000;

export function upload(file: File, schoolId: number | null, mapping: ColumnMapping | UserMapping | null): FormData {
  const form = new FormData();
  if (schoolId !== null) form.append('schoolId', String(schoolId));
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  // The file last: the server reads the fields before the file's bytes.
  form.append('file', file, file.name);
  return form;
}
