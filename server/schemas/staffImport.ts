// Schemas of the staff import routes (server/routes/staffImport.ts), tied by describes<T>() to the
// shapes /beheer/ reads (src/shared/userImport/api.ts). Errors are the student import's.
import { Type } from '@sinclair/typebox';
import {
  IMPORT_ROLES,
  USER_FIELDS,
  USER_ROW_ERRORS,
  type UserCheckedRow as StaffCheckedRowType,
  type UserImportPreview as StaffImportPreviewType,
  type UserImportResult as StaffImportResultType,
  type UserRowErrorCode,
} from '../../src/shared/userImport';
import { describes, oneOf } from './common';
import { Counts, Nullable, RowSource, RowStatus } from './studentImport';

const Field = oneOf(USER_FIELDS);

const RowError = Type.Object({
  code: oneOf(Object.keys(USER_ROW_ERRORS) as UserRowErrorCode[]),
  field: Field,
  message: Type.String(),
});

const UserCheckedRow = describes<StaffCheckedRowType>()(
  Type.Object({
    line: Type.Integer(),
    status: RowStatus,
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
    errors: Type.Array(RowError),
    source: RowSource,
  }),
);

export const UserImportPreview = describes<StaffImportPreviewType>()(
  Type.Object({
    schoolId: Type.Integer(),
    fileName: Type.String(),
    columns: Type.Array(Type.Object({ index: Type.Integer(), header: Type.String(), field: Nullable(Field) })),
    mapping: Type.Partial(Type.Record(Type.Union(USER_FIELDS.map((f) => Type.Literal(f))), Nullable(Type.Integer()))),
    counts: Counts,
    rows: Type.Array(UserCheckedRow),
  }),
);

export const UserImportResult = describes<StaffImportResultType>()(
  Type.Object({ schoolId: Type.Integer(), counts: Counts, errors: Type.Array(UserCheckedRow) }),
);

/** The staff list's upload: the student import's form, with staff fields in the mapping. */
export const StaffUploadBody = Type.Object({
  file: Type.Unsafe<unknown>({
    type: 'string',
    format: 'binary',
    description: 'The staff list: .csv (comma, semicolon or tab; UTF-8 or Windows-1252) or .xlsx.',
  }),
  schoolId: Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Needed when the caller manages several schools.' }),
  ),
  mapping: Type.Optional(
    Type.String({ description: `JSON: staff field (${USER_FIELDS.join(', ')}) → column index (null: not used).` }),
  ),
});
