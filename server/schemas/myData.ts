// Response schemas of a student's own copy and erasure request (GET /api/my-data, …/erasure-request),
// tied to src/shared/myData.ts. Stored JSON (answers, meta, bug-report data) is passed as it is.
import { Type } from '@sinclair/typebox';
import type { ErasureRequestState, MyData } from '../../src/shared/myData';
import { describes } from './common';

const Str = Type.String();
const Time = Type.String({ format: 'date-time' });
const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Stored = Type.Unknown();

const ErasureRequestSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('rejected')]),
  requestedAt: Time,
  decidedAt: OrNull(Time),
});

export const ErasureRequestStateSchema = describes<ErasureRequestState>()(
  Type.Object({ request: OrNull(ErasureRequestSchema) }),
);

export const MyDataSchema = describes<MyData>()(
  Type.Object({
    generatedAt: Time,
    account: Type.Object({
      id: Type.Integer(),
      email: Str,
      givenName: OrNull(Str),
      namePreposition: OrNull(Str),
      familyName: OrNull(Str),
      school: OrNull(Str),
      location: OrNull(Str),
      className: OrNull(Str),
      studyYear: OrNull(Type.Integer()),
      level: OrNull(Str),
      enabled: Type.Boolean(),
      mfaType: Type.Union([Type.Literal('none'), Type.Literal('email'), Type.Literal('google')]),
      createdAt: Time,
      activatedAt: OrNull(Time),
      lastLogin: OrNull(Time),
    }),
    finishedTests: Type.Array(
      Type.Object({
        id: Str,
        moduleId: Type.Integer(),
        moduleName: Str,
        moduleTitle: Str,
        moduleVersion: Type.Integer(),
        finishedAt: Time,
        answers: Stored,
        meta: Stored,
        computed: Stored,
        result: Str,
        normResults: Stored,
        actions: Type.Array(Str),
        contactData: Type.Boolean(),
      }),
    ),
    inProgressTests: Type.Array(Stored),
    skippedModules: Type.Array(Type.Object({ moduleName: Str, moduleTitle: Str, skippedAt: Time })),
    oorcheck: Type.Array(
      Type.Object({
        status: Str,
        result: OrNull(Str),
        thresholdDb: OrNull(Type.Number()),
        mode: OrNull(Str),
        createdAt: Time,
        completedAt: OrNull(Time),
      }),
    ),
    consents: Type.Array(
      Type.Object({
        kind: Type.Literal('contactData'),
        moduleTitle: Str,
        testId: Str,
        given: Type.Boolean(),
        at: Time,
      }),
    ),
    loginHistory: Type.Object({
      lastLogin: OrNull(Time),
      sessions: Type.Array(Type.Object({ createdAt: Time, lastSeenAt: Time })),
      events: Type.Array(Type.Object({ action: Str, at: Time, bySelf: Type.Boolean() })),
    }),
    mails: Type.Array(Type.Object({ subject: Str, createdAt: Time, sentAt: OrNull(Time), failedAt: OrNull(Time) })),
    bugReports: Type.Array(Type.Object({ message: Str, createdAt: Time, userAgent: OrNull(Str), data: Stored })),
    importRows: Type.Array(
      Type.Object({ importedAt: Time, line: Type.Integer(), status: Str, cells: OrNull(Type.Array(Str)) }),
    ),
    securityCodes: Type.Array(Type.Object({ kind: Str, createdAt: Time, expiresAt: Time, usedAt: OrNull(Time) })),
    erasureRequests: Type.Array(ErasureRequestSchema),
  }),
);
