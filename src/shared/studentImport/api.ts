// Request and response shapes of the student import routes (server/routes/studentImport.ts).
import type { CheckedRow, ColumnMapping, StudentField } from './types';

export interface ImportCounts {
  total: number;
  new: number;
  update: number;
  unchanged: number;
  error: number;
}

/** How many rows of each status, for any import's checked rows. */
export function countRows(rows: { status: CheckedRow['status'] }[]): ImportCounts {
  const counts: ImportCounts = { total: rows.length, new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.status]++;
  return counts;
}

/** POST /api/student/preview-import: nothing is written. */
export interface ImportPreview {
  schoolId: number;
  fileName: string;
  /** Every column of the file with the field it is read as (null: not used). */
  columns: { index: number; header: string; field: StudentField | null }[];
  mapping: ColumnMapping;
  counts: ImportCounts;
  rows: CheckedRow[];
}

export type MailStatus = 'queued' | 'sent' | 'failed';

/** POST /api/student/import: what was written. */
export interface ImportResult {
  importId: number;
  schoolId: number;
  status: 'complete' | 'incomplete';
  counts: ImportCounts;
  /** The rows left in error (the file's line numbers and Dutch reasons). */
  errors: CheckedRow[];
}

/** GET /api/student/imports/incomplete and GET /api/student/imports/{id}. */
export interface ImportSummary {
  id: number;
  schoolId: number;
  schoolName: string;
  fileName: string;
  createdAt: string;
  createdBy: string | null;
  viaApi: boolean;
  status: 'complete' | 'incomplete';
  counts: ImportCounts;
  seenAt: string | null;
}

export interface ImportDetail extends ImportSummary {
  rows: {
    line: number;
    status: CheckedRow['status'];
    email: string | null;
    studentId: number | null;
    errors: CheckedRow['errors'];
    /** The row's cells as in the file, for rows in error (values neutralised for display/export). */
    cells: string[] | null;
    /** Activation mail of a student this import created. */
    mail: MailStatus | null;
  }[];
}
