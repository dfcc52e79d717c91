// Request and response shapes of the student import routes (/api/student/preview-import, /import,
// /imports): one TypeBox schema each, used by the routes (and so the OpenAPI document), with the
// types /beheer/ reads derived from them. The checked row is the row check's own type (types.ts);
// its schema is tied to it.
import { Type, type Static } from '@sinclair/typebox';
import { describes, oneOf } from '../describes';
import { Nullable } from '../nullable';
import { ROW_ERRORS } from './messages';
import { LEVELS, STUDENT_FIELDS, type CheckedRow, type RowErrorCode } from './types';

export const ImportCounts = Type.Object({
  total: Type.Integer(),
  new: Type.Integer(),
  update: Type.Integer(),
  unchanged: Type.Integer(),
  error: Type.Integer(),
});
export type ImportCounts = Static<typeof ImportCounts>;

/** How many rows of each status, for any import's checked rows. */
export function countRows(rows: { status: CheckedRow['status'] }[]): ImportCounts {
  const counts: ImportCounts = { total: rows.length, new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.status]++;
  return counts;
}

const Field = oneOf(STUDENT_FIELDS);

export const RowStatusSchema = oneOf(['new', 'update', 'unchanged', 'error'] as const);

/** The row's name and address as in the file, shortened: says whose a row in error is. */
export const RowSourceSchema = Type.Object({ name: Type.String(), email: Type.String() });

const RowErrorSchema = Type.Object({
  code: oneOf(Object.keys(ROW_ERRORS) as RowErrorCode[]),
  field: Field,
  message: Type.String(),
});

export const CheckedRowSchema = describes<CheckedRow>()(
  Type.Object({
    line: Type.Integer(),
    status: RowStatusSchema,
    student: Nullable(
      Type.Object({
        givenName: Type.String(),
        preposition: Nullable(Type.String()),
        familyName: Type.String(),
        email: Type.String(),
        className: Nullable(Type.String()),
        locationId: Nullable(Type.Integer()),
        yearOfStudy: Nullable(Type.Integer()),
        level: Nullable(oneOf(LEVELS)),
      }),
    ),
    existingId: Nullable(Type.Integer()),
    changes: Type.Array(Field),
    errors: Type.Array(RowErrorSchema),
    source: RowSourceSchema,
  }),
);

/** POST /api/student/preview-import: nothing is written. */
export const ImportPreview = Type.Object({
  schoolId: Type.Integer(),
  fileName: Type.String(),
  /** Every column of the file with the field it is read as (null: not used). */
  columns: Type.Array(Type.Object({ index: Type.Integer(), header: Type.String(), field: Nullable(Field) })),
  mapping: Type.Partial(Type.Record(Type.Union(STUDENT_FIELDS.map((f) => Type.Literal(f))), Nullable(Type.Integer()))),
  counts: ImportCounts,
  rows: Type.Array(CheckedRowSchema),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const MailStatus = oneOf(['queued', 'sent', 'failed'] as const);
export type MailStatus = Static<typeof MailStatus>;

const ImportStatus = oneOf(['complete', 'incomplete'] as const);

/** POST /api/student/import: what was written. */
export const ImportResult = Type.Object({
  importId: Type.Integer(),
  schoolId: Type.Integer(),
  status: ImportStatus,
  counts: ImportCounts,
  /** The rows left in error (the file's line numbers and Dutch reasons). */
  errors: Type.Array(CheckedRowSchema),
});
export type ImportResult = Static<typeof ImportResult>;

const summaryFields = {
  id: Type.Integer(),
  schoolId: Type.Integer(),
  schoolName: Type.String(),
  fileName: Type.String(),
  createdAt: Type.String(),
  createdBy: Nullable(Type.String()),
  viaApi: Type.Boolean(),
  status: ImportStatus,
  counts: ImportCounts,
  seenAt: Nullable(Type.String()),
};

/** GET /api/student/imports/incomplete and GET /api/student/imports/{id}. */
export const ImportSummary = Type.Object(summaryFields);
export type ImportSummary = Static<typeof ImportSummary>;
export const ImportSummaryList = Type.Object({ items: Type.Array(ImportSummary) });

export const ImportDetail = Type.Object({
  ...summaryFields,
  rows: Type.Array(
    Type.Object({
      line: Type.Integer(),
      status: RowStatusSchema,
      email: Nullable(Type.String()),
      studentId: Nullable(Type.Integer()),
      errors: Type.Array(RowErrorSchema),
      /** The row's cells as in the file, for rows in error (values neutralised for display/export). */
      cells: Nullable(Type.Array(Type.String())),
      /** Activation mail of a student this import created. */
      mail: Nullable(MailStatus),
    }),
  ),
});
export type ImportDetail = Static<typeof ImportDetail>;

/** PUT/POST /api/student/imports/{id}/seen. */
export const SeenResponse = Type.Object({ ok: Type.Literal(true) });
