// The student and staff imports: preview and import take the file as multipart with the
// school and the column mapping; nothing is written by the preview.
import { apiClient } from '../../common/api/client';
import type { ColumnMapping } from '../../shared/studentImport/types';
import type { UserImportPreview, UserImportResult } from '../../shared/userImport/api';
import type { UserMapping } from '../../shared/userImport/types';
import type { ImportPreview, ImportResult, ImportSummary } from '../../shared/studentImport/api';

export type { ImportCounts, ImportPreview, ImportResult, ImportSummary } from '../../shared/studentImport/api';

/** Large files take a while to check: more than the default 15 s. */
const IMPORT_TIMEOUT_MS = 120_000;

function upload(file: File, schoolId: number | null, mapping: ColumnMapping | UserMapping | null): FormData {
  const form = new FormData();
  if (schoolId !== null) form.append('schoolId', String(schoolId));
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  // The file last: the server reads the fields before the file's bytes.
  form.append('file', file, file.name);
  return form;
}

export const previewImport = async (file: File, schoolId: number | null, mapping: ColumnMapping | null) =>
  (
    await apiClient.post<ImportPreview>('/api/student/preview-import', upload(file, schoolId, mapping), {
      timeout: IMPORT_TIMEOUT_MS,
    })
  ).data;

export const runImport = async (file: File, schoolId: number | null, mapping: ColumnMapping | null) =>
  (
    await apiClient.post<ImportResult>('/api/student/import', upload(file, schoolId, mapping), {
      timeout: IMPORT_TIMEOUT_MS,
    })
  ).data;

export const incompleteImports = async () =>
  (await apiClient.get<{ items: ImportSummary[] }>('/api/student/imports/incomplete')).data.items;

export const markImportSeen = async (id: number) => {
  await apiClient.put(`/api/student/imports/${id}/seen`, {});
};

export const previewStaffImport = async (file: File, schoolId: number | null, mapping: UserMapping | null) =>
  (
    await apiClient.post<UserImportPreview>('/api/user/preview-import', upload(file, schoolId, mapping), {
      timeout: IMPORT_TIMEOUT_MS,
    })
  ).data;

export const runStaffImport = async (file: File, schoolId: number | null, mapping: UserMapping | null) =>
  (
    await apiClient.post<UserImportResult>('/api/user/import', upload(file, schoolId, mapping), {
      timeout: IMPORT_TIMEOUT_MS,
    })
  ).data;
