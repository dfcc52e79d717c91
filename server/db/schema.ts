// Row types of every table, for kysely's typed query builder. Keep in step with migrations/.
import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely' with { 'resolution-mode': 'import' };
import type { DinMode } from '../../src/rules/dinTest';
import type { OorcheckStatus } from '../../src/shared/api';

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
  /** BRIN code (2 digits + 2 letters/digits), unique; null for schools from before migration 006. */
  brin: ColumnType<string | null, string | null | undefined, string | null>;
  active: Generated<boolean>;
  approved: Generated<boolean>;
}

export interface SchoolLocationsTable {
  id: Generated<number>;
  school_id: number;
  name: string;
  city: string | null;
  active: Generated<boolean>;
  created_at: DefaultTimestamp;
}

/** A school year is named by its start year (2026 = 1 Aug 2026 – 31 Jul 2027). */
export interface SchoolYearApprovalsTable {
  school_id: number;
  start_year: number;
  approved_at: DefaultTimestamp;
  approved_by: number | null;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: DefaultTimestamp;
  updated_by: number | null;
}

export interface AlertsTable {
  id: Generated<number>;
  type: string;
  /** null: for admins only. */
  school_id: number | null;
  location_id: number | null;
  header: string;
  text: string;
  link: string | null;
  /** Keeps one alert per situation (e.g. 'school-year:2026:school:3'). */
  dedupe_key: string | null;
  created_at: DefaultTimestamp;
}

export interface AlertReadsTable {
  alert_id: number;
  user_id: number;
  read_at: DefaultTimestamp;
}

export interface SchoolApiTokensTable {
  id: Generated<number>;
  school_id: number;
  /** SHA-256 hex of the token; the token itself is shown once and never stored. */
  token_hash: string;
  prefix: string;
  created_by: number | null;
  created_at: DefaultTimestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
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
  /** Student fields (migration 006). */
  location_id: ColumnType<number | null, number | null | undefined, number | null>;
  class_name: ColumnType<string | null, string | null | undefined, string | null>;
  study_year: ColumnType<number | null, number | null | undefined, number | null>;
  level: ColumnType<
    'vmbo' | 'havo' | 'vwo' | 'mbo' | null,
    'vmbo' | 'havo' | 'vwo' | 'mbo' | null | undefined,
    'vmbo' | 'havo' | 'vwo' | 'mbo' | null
  >;
  /** Set when the person first set a password through the activation mail. */
  activated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When an activated account was switched off (migration 010, kept by a trigger): the student left. */
  deactivated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /**
   * username, given_name and family_name folded as foldSearch folds a search (migration 020): a
   * trigger writes them on every insert and name change (whatever a query sets is replaced), the list
   * searches read them (services/listing.ts foldedLike). The app never writes them.
   */
  username_folded: GeneratedAlways<string>;
  given_name_folded: GeneratedAlways<string | null>;
  family_name_folded: GeneratedAlways<string | null>;
}

/** A whole `users` row as read: the session's user, the account services' input. */
export type UserRow = Selectable<UsersTable>;

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
  /** The path a content load gave it (content/media/<path>), migration 013. */
  path: ColumnType<string | null, string | null | undefined, string | null>;
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
  show_norm_table: Generated<boolean>;
  /** The current version; every version's content is in module_versions. */
  version: Generated<number>;
  slides: Json<unknown>;
  result_texts: Json<unknown>;
  config: Json<unknown>;
  /** The teachers' lesson guide (src/rules/lessonGuide.ts), null without one (migration 012). */
  lesson_guide: Json<unknown>;
}

export interface ModuleVersionsTable {
  module_id: number;
  version: number;
  title: string;
  start_text: string;
  info_link: string | null;
  info_content: string | null;
  show_norm_table: boolean;
  slides: Json<unknown>;
  result_texts: Json<unknown>;
  config: Json<unknown>;
  loaded_at: DefaultTimestamp;
  /** Migration 013: who published it (null: the content loader), the version a restore copied, the document. */
  published_by: ColumnType<number | null, number | null | undefined, number | null>;
  published_by_username: ColumnType<string | null, string | null | undefined, string | null>;
  restored_from: ColumnType<number | null, number | null | undefined, number | null>;
  document: Json<unknown>;
}

export interface TestsTable {
  id: string;
  user_id: number;
  module_id: number;
  /** The module version the test was taken with (module_versions). */
  module_version: Generated<number>;
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

/** The first start of a module per student and school year (migration 021). */
export interface ModuleStartsTable {
  user_id: number;
  module_id: number;
  /** Start year of the school year (2026 = 2026-2027). */
  school_year: number;
  started_at: DefaultTimestamp;
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
  /** While imitating: the account the actor acted as. */
  as_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  as_username: ColumnType<string | null, string | null | undefined, string | null>;
  /** The record a management write touched ('school', 'location', 'student', 'user', 'config', …). */
  entity_type: ColumnType<string | null, string | null | undefined, string | null>;
  entity_id: ColumnType<number | null, number | null | undefined, number | null>;
  school_id: ColumnType<number | null, number | null | undefined, number | null>;
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
  module_versions: ModuleVersionsTable;
  tests: TestsTable;
  module_skips: ModuleSkipsTable;
  module_starts: ModuleStartsTable;
  mail_outbox: MailOutboxTable;
  tokens: TokensTable;
  mfa_codes: MfaCodesTable;
  audit_log: AuditLogTable;
  limit_counters: LimitCountersTable;
  student_imports: StudentImportsTable;
  student_import_rows: StudentImportRowsTable;
  activation_mails: ActivationMailsTable;
  school_locations: SchoolLocationsTable;
  school_year_approvals: SchoolYearApprovalsTable;
  settings: SettingsTable;
  alerts: AlertsTable;
  alert_reads: AlertReadsTable;
  school_api_tokens: SchoolApiTokensTable;
  erasure_requests: ErasureRequestsTable;
  anonymous_results: AnonymousResultsTable;
  bug_reports: BugReportsTable;
  oorcheck_sessions: OorcheckSessionsTable;
  // module-server (issue 33, migration 013)
  module_drafts: ModuleDraftsTable;
  module_examples: ModuleExamplesTable;
  // Issue 34, the raw export (stats-export).
  stats_exports: StatsExportsTable;
}

/**
 * A finished test as statistics keep it after its student was erased (migration 010): nothing that
 * names the student, their location or the exact day. See server/services/stats/records.ts.
 */
export interface AnonymousResultsTable {
  id: Generated<number>;
  school_id: number | null;
  school_year: number;
  module_name: string;
  module_version: number;
  age_band: string | null;
  gender: string | null;
  result: string;
  norm_ratings: Json<Array<{ name: string; result: string | null }>>;
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

/** A student's request to have their data erased (migration 011): who, when, status, nothing more. */
export interface ErasureRequestsTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<'pending' | 'rejected'>;
  requested_at: DefaultTimestamp;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A bug report as stored, cleaned (services/bugReportSanitizer.ts; migration 003). */
export interface BugReportsTable {
  id: Generated<number>;
  user_id: number | null;
  message: string;
  data: ColumnType<unknown, unknown, unknown>;
  user_agent: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** An Oorcheck session of the built-in provider (services/oorcheck/session.ts; migrations 003 and 005). */
export interface OorcheckSessionsTable {
  token_hash: string;
  user_id: number;
  status: OorcheckStatus;
  result: 'good' | 'bad' | null;
  threshold_db: number | null;
  /** The finished run's trials (digits, typed answer, SNR), for the record. */
  trials: unknown;
  /** The run in progress (server only: it holds the digits now playing); null when none. */
  run: unknown;
  mode: DinMode | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  completed_at: Date | string | null;
}

// ---- module-server (issue 33, migration 013) ----

/** A module's draft: the content file the editor edits, and its revision (ETag / If-Match). */
export interface ModuleDraftsTable {
  module_id: number;
  document: Json<unknown>;
  revision: number;
  updated_by: number | null;
  updated_by_username: string | null;
  updated_at: Timestamp | null;
  created_at: DefaultTimestamp;
  /** The topic a never-published module goes to (migration 018); a published one's is modules.topic_id. */
  topic_id: number | null;
}

/** An example answer set of a module with the outcome its author expects (src/shared/management/moduleExample.ts). */
export interface ModuleExamplesTable {
  id: Generated<number>;
  module_id: number;
  name: string;
  meta: Json<unknown>;
  answers: Json<unknown>;
  expected: Json<unknown>;
  saved_by: number | null;
  saved_by_username: string | null;
  saved_at: DefaultTimestamp;
}
/** Issue 34: a raw export of finished tests, its job state and its file (migration 015, services/statsExport). */
export interface StatsExportsTable {
  id: Generated<number>;
  requested_by: number;
  format: 'csv' | 'xlsx';
  status: ColumnType<ExportStatus, ExportStatus | undefined, ExportStatus>;
  rows_total: number | null;
  rows_done: Generated<number>;
  attempts: Generated<number>;
  /** The instance working on it (random per process), and until when its claim holds. */
  claimed_by: string | null;
  lease_until: Timestamp | null;
  /** The file's name inside EXPORT_DIR once done. */
  file_name: string | null;
  file_bytes: BigIntCol | null;
  created_at: DefaultTimestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  expires_at: Timestamp | null;
}

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed' | 'expired';
