// Shapes of the staff import: a list of school and location managers read like a class list
// (the same file reading as the student import), each row checked and classified.
import type { RowSource, RowStatus } from '../studentImport/types';

export const USER_FIELDS = ['givenName', 'preposition', 'familyName', 'email', 'role', 'locations'] as const;
export type UserField = (typeof USER_FIELDS)[number];

export const REQUIRED_USER_FIELDS: readonly UserField[] = ['givenName', 'familyName', 'email'];

/** An import makes managers of the school it is for; admins are made one by one in the form. */
export const IMPORT_ROLES = ['schoolManager', 'locationManager'] as const;
export type ImportRole = (typeof IMPORT_ROLES)[number];

export type UserMapping = Partial<Record<UserField, number | null>>;

export interface ImportedUser {
  givenName: string;
  preposition: string | null;
  familyName: string;
  email: string;
  role: ImportRole;
  /** For a location manager: the school's locations they manage; empty for a school manager. */
  locationIds: number[];
}

/** Who already has an address of the file, as far as the import may change them. */
export interface ExistingUser {
  id: number;
  email: string;
  /** Why the row cannot touch this account; null when it can be updated. */
  refusal: 'is_student' | 'email_in_use' | 'own_account' | null;
  givenName: string | null;
  preposition: string | null;
  familyName: string | null;
  /** Their role at the import's school (null: none there yet). */
  role: ImportRole | null;
  /** The locations of the import's school they manage. */
  locationIds: number[];
}

export interface UserCheckContext {
  /** The import's school's active locations. */
  locations: { id: number; name: string }[];
  /** Existing accounts by lower-case e-mail address. */
  existing: Map<string, ExistingUser>;
}

export type UserRowErrorCode =
  | 'missing_value'
  | 'invalid_email'
  | 'duplicate_in_file'
  | 'email_in_use'
  | 'is_student'
  | 'own_account'
  | 'unknown_location'
  | 'location_required'
  | 'locations_for_school_manager'
  | 'unknown_role'
  | 'formula'
  | 'too_long'
  | 'invalid_name';

export interface UserRowError {
  code: UserRowErrorCode;
  field: UserField;
  /** Dutch, ready to show. */
  message: string;
}

export interface UserCheckedRow {
  line: number;
  status: RowStatus;
  /** Null when the row is in error. */
  staff: ImportedUser | null;
  /** For update/unchanged: the existing account. */
  existingId: number | null;
  /** For update: which fields change. */
  changes: UserField[];
  errors: UserRowError[];
  source: RowSource;
}
