// Request and response shapes shared by the client (src/api) and the server (server/routes).
import type { Module, ModuleConfig, NormRating, NormResult, Attempt } from '../rules/types';

export type Role = 'ROLE_USER' | 'ROLE_ADMIN' | 'ROLE_SUPER_ADMIN';
export type MfaType = 'none' | 'email' | 'google';

export interface Account {
  id: number;
  username: string;
  roles: Role[];
  school: { name: string } | null;
  mfaType: MfaType;
  mfaMandatory: boolean;
  hasGoogleAuthenticatorSecret: boolean;
  finishedModules: number[];
  skippedModules: number[];
  managingSchools: number[];
  managingLocations: number[];
  /** The account's imitate flag (may act as another user). */
  imitate: boolean;
  /** True while a super admin acts as this account. */
  imitating: boolean;
  /** ISO 8601 */
  lastLogin: string | null;
  givenName: string | null;
  namePreposition: string | null;
  familyName: string | null;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  success: boolean;
  error: string | null;
  '2fa_complete': boolean;
  email_auth_enabled: boolean;
  google_authenticator_enabled: boolean;
}

export interface CheckUsernameResponse {
  /** 'login': active account; 'register': account exists but is not activated (activation mail sent). */
  result: 'login' | 'register';
}

/** GET /api/user (admins only): one page of users. */
export interface UserListItem {
  id: number;
  username: string;
  enabled: boolean;
}

export interface UserListResponse {
  items: UserListItem[];
  total: number;
  page: number;
  limit: number;
}

export interface MenuItem {
  label: string;
  uri: string;
}

export interface ModuleContent {
  module_configs: ModuleConfig[];
  modules: Module[];
}

export interface FinishPayload extends Attempt {
  debug: boolean;
  actions: string[];
  contact_data: boolean;
  test_result: string;
  norm_results: Pick<NormResult, 'name' | 'result'>[];
}

export type QueueItem =
  | { id: string; type: 'SKIP_MODULE'; data: { module: number } }
  | { id: string; type: 'FINISH_TEST'; data: FinishPayload };

export interface ActionQueueResponse {
  results: Array<{ id: string; status: number; error?: string }>;
}

export type { ErrorCode } from './errorCodes';

// ---- Oorcheck (hearing test) and bug reports (issue 6) -----------------------------------------

export interface OorcheckStartResponse {
  /** Page where the student does the hearing test (opened in a new window). */
  start_url: string;
  token: string;
}

/** 'refused': the run ended with a threshold no listener reaches; it is not a result. */
export type OorcheckStatus = 'pending' | 'started' | 'complete' | 'refused';

export interface OorcheckStatusResponse {
  status: OorcheckStatus;
  /** 'good' or 'bad' once complete (an external provider may use other values); null before. */
  result: string | null;
}

export interface BugReportRequest {
  message: string;
  data: Record<string, unknown>;
}

export interface BugReportSummary {
  id: number;
  message: string;
  username: string | null;
  /** ISO 8601 */
  created_at: string;
}

export interface BugReportDetail extends BugReportSummary {
  data: Record<string, unknown>;
  user_agent: string | null;
}

/** One finished test of the logged-in student, for 'Mijn resultaten' (GET /api/my-results). */
export interface MyResult {
  /** The test id; GET /api/test/result-pdf?test=<id> regenerates its PDF. */
  id: string;
  moduleId: number;
  moduleName: string;
  moduleTitle: string;
  /** ISO 8601 */
  finishedAt: string;
  /** '2025-2026' */
  schoolYear: string;
  result: NormRating;
  /** Norm ratings for the modules that show a norm table, else null. */
  norms: NormResult[] | null;
}

export interface MyResultsResponse {
  /** Newest first. */
  results: MyResult[];
}
