// /api/bug-report: a student's report (with what the app knew) and the admins' reading of them.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './nullable';

/** A report's text: at most this many characters, at least one visible. */
export const MAX_MESSAGE_CHARS = 5000;

export const BugReportRequest = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: MAX_MESSAGE_CHARS, pattern: '\\S' }),
    data: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
);
export type BugReportRequest = Static<typeof BugReportRequest>;

export const BugReportStored = Type.Object({ success: Type.Boolean(), id: Type.Integer() });

const summaryFields = {
  id: Type.Integer(),
  message: Type.String(),
  username: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
};
export const BugReportSummary = Type.Object(summaryFields);
export type BugReportSummary = Static<typeof BugReportSummary>;

export const BugReportDetail = Type.Object({
  ...summaryFields,
  data: Type.Record(Type.String(), Type.Unknown()),
  user_agent: Nullable(Type.String()),
});
export type BugReportDetail = Static<typeof BugReportDetail>;

export const BugReportList = Type.Object({
  items: Type.Array(BugReportSummary),
  page: Type.Integer(),
  limit: Type.Integer(),
});
