// Row types of every table, for kysely's typed query builder. Keep in step with migrations/.
import type { ColumnType, Generated } from 'kysely' with { 'resolution-mode': 'import' };

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Has a database default: optional on insert. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb columns are written as JSON text (see db/json.ts) and read back parsed. */
type Json<T> = ColumnType<T, unknown, unknown>;
/** bigint arrives as a string from pg and as a number from PGlite: always read through Number(). */
type BigIntCol = ColumnType<string | number | bigint, number, number>;

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  created_at: DefaultTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string | null;
  enabled: Generated<boolean>;
  roles: Json<string[]>;
  mfa_type: Generated<'none' | 'email' | 'google'>;
  mfa_mandatory: Generated<boolean>;
  google_secret: string | null;
  imitate: Generated<boolean>;
  given_name: string | null;
  name_preposition: string | null;
  family_name: string | null;
  school_id: number | null;
  managing_schools: Json<number[]>;
  managing_locations: Json<number[]>;
  last_login: Timestamp | null;
  created_at: DefaultTimestamp;
  /** Last accepted authenticator (TOTP) time step; codes at or before it are refused. */
  totp_last_step: number | null;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  two_factor_pending: Generated<boolean>;
  data: Json<Record<string, unknown>>;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  /** Set while imitating: the real (super admin / imitator) user; user_id is the imitated one. */
  imitator_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MenuItemsTable {
  id: Generated<number>;
  label: string;
  uri: string;
  position: number;
}

export interface MediaTable {
  id: Generated<number>;
  filename: string;
  mime: string;
  data: Uint8Array;
  modified: BigIntCol;
}

export interface TopicsTable {
  id: Generated<number>;
  name: string;
  category: string;
  status: 'disabled' | 'optional' | 'mandatory';
  icon_id: number | null;
  image_id: number | null;
  contact_data: Json<unknown>;
  position: number;
}

export interface ModulesTable {
  id: Generated<number>;
  name: string;
  title: string;
  topic_id: number;
  position: number;
  start_text: string;
  info_link: string | null;
  info_content: string | null;
  slides: Json<unknown>;
  result_texts: Json<unknown>;
  config: Json<unknown>;
}

export interface TestsTable {
  id: string;
  user_id: number;
  module_id: number;
  answers: Json<unknown>;
  meta: Json<unknown>;
  computed: Json<unknown>;
  result: string;
  norm_results: Json<unknown>;
  actions: Json<string[]>;
  contact_data: boolean;
  finished_at: DefaultTimestamp;
}

export interface ModuleSkipsTable {
  user_id: number;
  module_id: number;
  skipped_at: DefaultTimestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  /** Failed delivery attempts (migration 007). */
  attempts: Generated<number>;
  /** Set when delivery was given up (refused for good, or too many attempts). */
  failed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface MfaCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  failed_attempts: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  action: string;
  actor_id: number | null;
  actor_username: string | null;
  subject_id: number | null;
  subject_username: string | null;
  detail: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: DefaultTimestamp;
}

/** Failed-attempt and mail counters (fixed windows), shared by all instances. */
export interface LimitCountersTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}

export interface Database {
  schools: SchoolsTable;
  users: UsersTable;
  sessions: SessionsTable;
  menu_items: MenuItemsTable;
  media: MediaTable;
  topics: TopicsTable;
  modules: ModulesTable;
  tests: TestsTable;
  module_skips: ModuleSkipsTable;
  mail_outbox: MailOutboxTable;
  tokens: TokensTable;
  mfa_codes: MfaCodesTable;
  audit_log: AuditLogTable;
  limit_counters: LimitCountersTable;
  student_imports: StudentImportsTable;
  student_import_rows: StudentImportRowsTable;
  activation_mails: ActivationMailsTable;
}

/** One uploaded class list (migration 007). */
export interface StudentImportsTable {
  id: Generated<number>;
  school_id: number;
  created_by: number | null;
  created_by_username: string | null;
  /** Set when a school's own system imported with its external-apps token. */
  api_token_id: number | null;
  file_name: string;
  total_rows: number;
  new_count: number;
  updated_count: number;
  unchanged_count: number;
  error_count: number;
  status: 'complete' | 'incomplete';
  seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  seen_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: DefaultTimestamp;
}

export interface StudentImportRowsTable {
  id: Generated<number>;
  import_id: number;
  line: number;
  status: 'new' | 'update' | 'unchanged' | 'error';
  user_id: number | null;
  email: string | null;
  errors: Json<{ code: string; field: string; message: string }[]>;
  cells: Json<string[] | null>;
}

/** Which activation mail (outbox row) went to which student; the outbox row says sent or failed. */
export interface ActivationMailsTable {
  id: Generated<number>;
  user_id: number;
  outbox_id: number | null;
  import_id: number | null;
  created_at: DefaultTimestamp;
}
