// Request and response shapes of the staff import routes (/api/user/preview-import, /api/user/import):
// one TypeBox schema each, used by the routes (and so the OpenAPI document), with the types /beheer/
// reads derived from them. The checked row is the row check's own type (types.ts); its schema is
// tied to it. Counts, row statuses and sources are the student import's.
import { Type, type Static } from '@sinclair/typebox';
import { describes, oneOf } from '../describes';
import { Nullable } from '../nullable';
import { ImportCounts, RowSourceSchema, RowStatusSchema } from '../studentImport/api';
import { USER_ROW_ERRORS } from './messages';
import { IMPORT_ROLES, USER_FIELDS, type UserCheckedRow, type UserRowErrorCode } from './types';

const Field = oneOf(USER_FIELDS);

const RowErrorSchema = Type.Object({
  code: oneOf(Object.keys(USER_ROW_ERRORS) as UserRowErrorCode[]),
  field: Field,
  message: Type.String(),
});

export const UserCheckedRowSchema = describes<UserCheckedRow>()(
  Type.Object({
    line: Type.Integer(),
    status: RowStatusSchema,
    staff: Nullable(
      Type.Object({
        givenName: Type.String(),
        preposition: Nullable(Type.String()),
        familyName: Type.String(),
        email: Type.String(),
        role: oneOf(IMPORT_ROLES),
        locationIds: Type.Array(Type.Integer()),
      }),
    ),
    existingId: Nullable(Type.Integer()),
    changes: Type.Array(Field),
    errors: Type.Array(RowErrorSchema),
    source: RowSourceSchema,
  }),
);

/** POST /api/user/preview-import: nothing is written. */
export const UserImportPreview = Type.Object({
  schoolId: Type.Integer(),
  fileName: Type.String(),
  /** Every column of the file with the field it is read as (null: not used). */
  columns: Type.Array(Type.Object({ index: Type.Integer(), header: Type.String(), field: Nullable(Field) })),
  mapping: Type.Partial(Type.Record(Type.Union(USER_FIELDS.map((f) => Type.Literal(f))), Nullable(Type.Integer()))),
  counts: ImportCounts,
  rows: Type.Array(UserCheckedRowSchema),
});
export type UserImportPreview = Static<typeof UserImportPreview>;

/** POST /api/user/import: what was written; new accounts got the activation mail. */
export const UserImportResult = Type.Object({
  schoolId: Type.Integer(),
  counts: ImportCounts,
  /** The rows left in error (the file's line numbers and Dutch reasons); nothing of them was written. */
  errors: Type.Array(UserCheckedRowSchema),
});
export type UserImportResult = Static<typeof UserImportResult>;
