// Request and response shapes of the staff import routes (server/routes/staffImport.ts).
import type { ImportCounts } from '../studentImport/api';
import type { UserCheckedRow, UserField, UserMapping } from './types';

/** POST /api/user/preview-import: nothing is written. */
export interface UserImportPreview {
  schoolId: number;
  fileName: string;
  /** Every column of the file with the field it is read as (null: not used). */
  columns: { index: number; header: string; field: UserField | null }[];
  mapping: UserMapping;
  counts: ImportCounts;
  rows: UserCheckedRow[];
}

/** POST /api/user/import: what was written; new accounts got the activation mail. */
export interface UserImportResult {
  schoolId: number;
  counts: ImportCounts;
  /** The rows left in error (the file's line numbers and Dutch reasons); nothing of them was written. */
  errors: UserCheckedRow[];
}
