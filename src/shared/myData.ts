// 'Mijn gegevens' (issue 21): the shapes of a student's own copy of everything stored about them
// (GET /api/my-data, also printed as a PDF) and of their request to have it erased. Shared by the
// client (src/api/myData.ts) and the server's response schemas (server/schemas/myData.ts).

export interface MyDataAccount {
  id: number;
  email: string;
  givenName: string | null;
  namePreposition: string | null;
  familyName: string | null;
  school: string | null;
  location: string | null;
  className: string | null;
  studyYear: number | null;
  level: string | null;
  enabled: boolean;
  mfaType: 'none' | 'email' | 'google';
  /** ISO 8601 */
  createdAt: string;
  activatedAt: string | null;
  lastLogin: string | null;
}

export interface MyDataAttempt {
  id: string;
  moduleId: number;
  moduleName: string;
  moduleTitle: string;
  moduleVersion: number;
  finishedAt: string;
  /** As stored: the answers, age/gender and computed values the test was sent with. */
  answers: unknown;
  meta: unknown;
  computed: unknown;
  /** The result and norm ratings as stored at finishing. */
  result: string;
  normResults: unknown;
  actions: string[];
  contactData: boolean;
}

export interface MyDataOorcheck {
  status: string;
  result: string | null;
  thresholdDb: number | null;
  mode: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface MyData {
  generatedAt: string;
  account: MyDataAccount;
  finishedTests: MyDataAttempt[];
  /**
   * Unfinished tests are never sent to the server: they stay on the device they were made on (and
   * go after an hour without activity or at logout). The app adds those of its own device here.
   */
  inProgressTests: unknown[];
  skippedModules: Array<{ moduleName: string; moduleTitle: string; skippedAt: string }>;
  oorcheck: MyDataOorcheck[];
  /** Per finished test: whether the student agreed to be contacted about it. */
  consents: Array<{ kind: 'contactData'; moduleTitle: string; testId: string; given: boolean; at: string }>;
  /** Logins and what happened to the account, without the names of staff or secrets. */
  loginHistory: {
    lastLogin: string | null;
    sessions: Array<{ createdAt: string; lastSeenAt: string }>;
    events: Array<{ action: string; at: string; bySelf: boolean }>;
  };
  mails: Array<{ subject: string; createdAt: string; sentAt: string | null; failedAt: string | null }>;
  bugReports: Array<{ message: string; createdAt: string; userAgent: string | null; data: unknown }>;
  /** The student's rows of class lists the school imported (the cells as the school sent them). */
  importRows: Array<{ importedAt: string; line: number; status: string; cells: string[] | null }>;
  securityCodes: Array<{ kind: string; createdAt: string; expiresAt: string; usedAt: string | null }>;
  erasureRequests: ErasureRequest[];
}

export type ErasureRequestStatus = 'pending' | 'rejected';

/** Who/when/status only: a request carries no reason or other content. */
export interface ErasureRequest {
  id: number;
  status: ErasureRequestStatus;
  requestedAt: string;
  decidedAt: string | null;
}

/** GET/POST /api/my-data/erasure-request: the latest request, or none. */
export interface ErasureRequestState {
  request: ErasureRequest | null;
}
