// Shapes of the student import: a file read into a table, the columns mapped onto student fields,
// and every row checked and classified. Shared by the server (which checks) and /beheer/ (which shows).

/** The student fields an import can fill. `email` is the username. */
export const STUDENT_FIELDS = [
  'givenName',
  'preposition',
  'familyName',
  'email',
  'className',
  'location',
  'yearOfStudy',
  'level',
] as const;
export type StudentField = (typeof STUDENT_FIELDS)[number];

/** Without these a row cannot become a student. */
export const REQUIRED_FIELDS: readonly StudentField[] = ['givenName', 'familyName', 'email'];

export const LEVELS = ['vmbo', 'havo', 'vwo', 'mbo'] as const;
export type Level = (typeof LEVELS)[number];

/** A file read into text cells. Formula cells of a spreadsheet arrive as their formula text ("=…"). */
export interface ParsedTable {
  headers: string[];
  /** Data rows after the header; `line` is the row number in the file (the header's is smaller). */
  rows: { line: number; cells: string[] }[];
}

/** Column index per field; null or absent: the field is not in the file. */
export type ColumnMapping = Partial<Record<StudentField, number | null>>;

export interface ImportedStudent {
  givenName: string;
  preposition: string | null;
  familyName: string;
  email: string;
  className: string | null;
  locationId: number | null;
  yearOfStudy: number | null;
  level: Level | null;
}

/** What the school already has (or another school has) under an address in the file. */
export interface ExistingAccount {
  id: number;
  email: string;
  /** False when the address belongs to staff or to a student of a school the caller may not import into. */
  importable: boolean;
  givenName: string | null;
  preposition: string | null;
  familyName: string | null;
  className: string | null;
  locationId: number | null;
  yearOfStudy: number | null;
  level: string | null;
}

export interface CheckContext {
  /** The locations the caller may place students in (already scoped). */
  locations: { id: number; name: string }[];
  /** When set, a class outside this list is an error ("unknown class"); absent: any class name. */
  knownClasses?: string[];
  /** Existing accounts by lower-case e-mail address. */
  existing: Map<string, ExistingAccount>;
}

export type RowErrorCode =
  | 'missing_value'
  | 'invalid_email'
  | 'duplicate_in_file'
  | 'email_in_use'
  | 'unknown_location'
  | 'location_required'
  | 'unknown_class'
  | 'invalid_year'
  | 'unknown_level'
  | 'formula'
  | 'too_long'
  | 'invalid_name';

export interface RowError {
  code: RowErrorCode;
  field: StudentField;
  /** Dutch, ready to show. */
  message: string;
}

export type RowStatus = 'new' | 'update' | 'unchanged' | 'error';

/** The row's name and address as the file has them (shortened), so a row in error still says whose it is. */
export interface RowSource {
  name: string;
  email: string;
}

export interface CheckedRow {
  line: number;
  status: RowStatus;
  /** Null when the row is in error. */
  student: ImportedStudent | null;
  /** For update/unchanged: the existing account. */
  existingId: number | null;
  /** For update: which fields change. */
  changes: StudentField[];
  errors: RowError[];
  source: RowSource;
}

export type FileErrorCode =
  | 'empty_file'
  | 'unsupported_file_type'
  | 'unreadable_file'
  | 'file_too_large'
  | 'too_many_rows'
  | 'missing_columns'
  | 'no_header'
  | 'invalid_mapping';

export class ImportFileError extends Error {
  constructor(
    readonly code: FileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}
