// 'Mijn gegevens' (issue 21): a student's own copy of everything stored about them (GET /api/my-data,
// also printed as a PDF) and their request to have it erased (GET/POST /api/my-data/erasure-request).
// Stored JSON (answers, meta, bug-report data) is passed as it is.
import { Type, type Static } from '@sinclair/typebox';
import { MfaType } from './account';
import { Nullable } from './nullable';

const Str = Type.String();
const Time = Type.String({ format: 'date-time' });
const Stored = Type.Unknown();

export const MyDataAccount = Type.Object({
  id: Type.Integer(),
  email: Str,
  givenName: Nullable(Str),
  namePreposition: Nullable(Str),
  familyName: Nullable(Str),
  school: Nullable(Str),
  location: Nullable(Str),
  className: Nullable(Str),
  studyYear: Nullable(Type.Integer()),
  level: Nullable(Str),
  enabled: Type.Boolean(),
  mfaType: MfaType,
  createdAt: Time,
  activatedAt: Nullable(Time),
  lastLogin: Nullable(Time),
});
export type MyDataAccount = Static<typeof MyDataAccount>;

export const MyDataAttempt = Type.Object({
  id: Str,
  moduleId: Type.Integer(),
  moduleName: Str,
  moduleTitle: Str,
  moduleVersion: Type.Integer(),
  finishedAt: Time,
  /** As stored: the answers, age/gender and computed values the attempt was sent with. */
  answers: Stored,
  meta: Stored,
  computed: Stored,
  /** The result and norm ratings as stored at finishing. */
  result: Str,
  normResults: Stored,
  actions: Type.Array(Str),
  contactData: Type.Boolean(),
});
export type MyDataAttempt = Static<typeof MyDataAttempt>;

export const MyDataOorcheck = Type.Object({
  status: Str,
  result: Nullable(Str),
  thresholdDb: Nullable(Type.Number()),
  mode: Nullable(Str),
  createdAt: Time,
  completedAt: Nullable(Time),
});
export type MyDataOorcheck = Static<typeof MyDataOorcheck>;

export const ErasureRequestStatus = Type.Union([Type.Literal('pending'), Type.Literal('rejected')]);
export type ErasureRequestStatus = Static<typeof ErasureRequestStatus>;

/** Who/when/status only: a request carries no reason or other content. */
export const ErasureRequest = Type.Object({
  id: Type.Integer(),
  status: ErasureRequestStatus,
  requestedAt: Time,
  decidedAt: Nullable(Time),
});
export type ErasureRequest = Static<typeof ErasureRequest>;

/** GET/POST /api/my-data/erasure-request: the latest request, or none. */
export const ErasureRequestState = Type.Object({ request: Nullable(ErasureRequest) });
export type ErasureRequestState = Static<typeof ErasureRequestState>;

export const MyData = Type.Object({
  generatedAt: Time,
  account: MyDataAccount,
  finishedTests: Type.Array(MyDataAttempt),
  /**
   * Unfinished attempts are never sent to the server: they stay on the device they were made on (and
   * go after an hour without activity or at logout). The app adds those of its own device here.
   */
  inProgressTests: Type.Array(Stored),
  skippedModules: Type.Array(Type.Object({ moduleName: Str, moduleTitle: Str, skippedAt: Time })),
  /** When the student first opened a module, per school year (statistics count it as started). */
  startedModules: Type.Array(
    Type.Object({ moduleName: Str, moduleTitle: Str, schoolYear: Type.Integer(), startedAt: Time }),
  ),
  oorcheck: Type.Array(MyDataOorcheck),
  /** Per finished attempt: whether the student agreed to be contacted about it. */
  consents: Type.Array(
    Type.Object({ kind: Type.Literal('contactData'), moduleTitle: Str, testId: Str, given: Type.Boolean(), at: Time }),
  ),
  /** Logins and what happened to the account, without the names of staff or secrets. */
  loginHistory: Type.Object({
    lastLogin: Nullable(Time),
    sessions: Type.Array(Type.Object({ createdAt: Time, lastSeenAt: Time })),
    events: Type.Array(Type.Object({ action: Str, at: Time, bySelf: Type.Boolean() })),
  }),
  mails: Type.Array(Type.Object({ subject: Str, createdAt: Time, sentAt: Nullable(Time), failedAt: Nullable(Time) })),
  bugReports: Type.Array(Type.Object({ message: Str, createdAt: Time, userAgent: Nullable(Str), data: Stored })),
  /** The student's rows of class lists the school imported (the cells as the school sent them). */
  importRows: Type.Array(
    Type.Object({ importedAt: Time, line: Type.Integer(), status: Str, cells: Nullable(Type.Array(Str)) }),
  ),
  securityCodes: Type.Array(Type.Object({ kind: Str, createdAt: Time, expiresAt: Time, usedAt: Nullable(Time) })),
  erasureRequests: Type.Array(ErasureRequest),
});
export type MyData = Static<typeof MyData>;
