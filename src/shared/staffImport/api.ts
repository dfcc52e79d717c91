// Request and response shapes of the staff import routes (server/routes/staffImport.ts).
import type { ImportCounts } from '../studentImport/api';
import type { StaffCheckedRow, StaffField, StaffMapping } from './types';

/** POST /api/user/preview-import: nothing is written. */
export interface StaffImportPreview {
  schoolId: number;
  fileName: string;
  /** Every column of the file with the field it is read as (null: not used). */
  columns: { index: number; header: string; field: StaffField | null }[];
  mapping: StaffMapping;
  counts: ImportCounts;
  rows: StaffCheckedRow[];
}

/** POST /api/user/import: what was written; new accounts got the activation mail. */
export interface StaffImportResult {
  schoolId: number;
  counts: ImportCounts;
  /** The rows left in error (the file's line numbers and Dutch reasons); nothing of them was written. */
  errors: StaffCheckedRow[];
}
