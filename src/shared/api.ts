// The student API's types in one place for the client's imports. Each shape is declared once, as a
// TypeBox schema in the file of its resource (the URL's noun: account.ts, login.ts, menu.ts, resetting.ts, test.ts,
// actionQueue.ts, oorcheck.ts, bugReport.ts, myResults.ts, myData.ts), which the route and the
// OpenAPI document use; the types here are derived from those schemas.
import type { ListResult, UserItem } from './management';

export type { Role, MfaType, Account } from './account';
export type { LoginRequest, LoginResponse, CheckUsernameResponse } from './login';
export type { MenuItem } from './menu';
export type { SetPasswordRequest } from './resetting';
export type { ModuleContent, FinishPayload, SkipPayload, StartPayload } from './test';
export type { QueueItem, ActionQueueResponse } from './actionQueue';
export type { OorcheckStartResponse, OorcheckStatus, OorcheckStatusResponse } from './oorcheck';
export type { BugReportRequest, BugReportSummary, BugReportDetail } from './bugReport';
export type { MyResult, MyResultsResponse } from './myResults';
export type { ErrorCode } from './errorCodes';

/** GET /api/user (admins, for imitation): the fields of a user the student app reads. */
export type UserListItem = Pick<UserItem, 'id' | 'username' | 'enabled'>;
export type UserListResponse = ListResult<UserListItem>;
