// Schemas of the student import routes (server/routes/studentImport.ts), each tied by describes<T>()
// to the shape /beheer/ already reads (src/shared/studentImport/api.ts), so the two cannot drift.
import { Type } from '@sinclair/typebox';
import type {
  ImportDetail as ImportDetailType,
  ImportPreview as ImportPreviewType,
  ImportResult as ImportResultType,
  ImportSummary as ImportSummaryType,
} from '../../src/shared/studentImport/api';
import { LEVELS, STUDENT_FIELDS } from '../../src/shared/studentImport';
import type { CheckedRow as CheckedRowType, RowErrorCode } from '../../src/shared/studentImport/types';
import { describes, ErrorCodeSchema, oneOf } from './common';

const ROW_ERROR_CODES: RowErrorCode[] = [
  'missing_value',
  'invalid_email',
  'duplicate_in_file',
  'email_in_use',
  'unknown_location',
  'location_required',
  'unknown_class',
  'invalid_year',
  'unknown_level',
  'formula',
  'too_long',
  'invalid_name',
];

/** 4xx bodies: a code, and for a bad file or an empty import the Dutch sentence /beheer/ shows. */
export const ImportErrorBody = Type.Object(
  {
    error: ErrorCodeSchema,
    message: Type.Optional(Type.String({ description: 'Dutch, ready to show.' })),
    retry_after: Type.Optional(Type.Integer({ description: 'With 429: seconds until a new attempt can succeed.' })),
  },
  { title: 'ImportError' },
);

export const importErrors = <C extends number>(...codes: C[]): Record<C, typeof ImportErrorBody> =>
  Object.fromEntries(codes.map((code) => [code, ImportErrorBody])) as Record<C, typeof ImportErrorBody>;

const Field = oneOf(STUDENT_FIELDS);

export const Counts = Type.Object({
  total: Type.Integer(),
  new: Type.Integer(),
  update: Type.Integer(),
  unchanged: Type.Integer(),
  error: Type.Integer(),
});

export const RowStatus = oneOf(['new', 'update', 'unchanged', 'error'] as const);

/** The row's name and address as in the file, shortened: says whose a row in error is. */
export const RowSource = Type.Object({ name: Type.String(), email: Type.String() });

const RowError = Type.Object({ code: oneOf(ROW_ERROR_CODES), field: Field, message: Type.String() });

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const CheckedRow = describes<CheckedRowType>()(
  Type.Object({
    line: Type.Integer(),
    status: RowStatus,
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
    errors: Type.Array(RowError),
    source: RowSource,
  }),
);

const Mapping = Type.Partial(
  Type.Record(Type.Union(STUDENT_FIELDS.map((f) => Type.Literal(f))), Nullable(Type.Integer())),
);

export const ImportPreview = describes<ImportPreviewType>()(
  Type.Object({
    schoolId: Type.Integer(),
    fileName: Type.String(),
    columns: Type.Array(Type.Object({ index: Type.Integer(), header: Type.String(), field: Nullable(Field) })),
    mapping: Mapping,
    counts: Counts,
    rows: Type.Array(CheckedRow),
  }),
);

const ImportStatus = oneOf(['complete', 'incomplete'] as const);

export const ImportResult = describes<ImportResultType>()(
  Type.Object({
    importId: Type.Integer(),
    schoolId: Type.Integer(),
    status: ImportStatus,
    counts: Counts,
    errors: Type.Array(CheckedRow),
  }),
);

const summaryFields = {
  id: Type.Integer(),
  schoolId: Type.Integer(),
  schoolName: Type.String(),
  fileName: Type.String(),
  createdAt: Type.String(),
  createdBy: Nullable(Type.String()),
  viaApi: Type.Boolean(),
  status: ImportStatus,
  counts: Counts,
  seenAt: Nullable(Type.String()),
};

export const ImportSummary = describes<ImportSummaryType>()(Type.Object(summaryFields));
export const ImportSummaryList = Type.Object({ items: Type.Array(ImportSummary) });

export const ImportDetail = describes<ImportDetailType>()(
  Type.Object({
    ...summaryFields,
    rows: Type.Array(
      Type.Object({
        line: Type.Integer(),
        status: RowStatus,
        email: Nullable(Type.String()),
        studentId: Nullable(Type.Integer()),
        errors: Type.Array(RowError),
        cells: Nullable(Type.Array(Type.String())),
        mail: Nullable(oneOf(['queued', 'sent', 'failed'] as const)),
      }),
    ),
  }),
);

export const SeenBody = Type.Object({ ok: Type.Literal(true) });

/**
 * The upload as documented: multipart/form-data with the file and two optional fields. Fastify does
 * not check it (the file is streamed in the handler, after validation runs); readUpload() in
 * services/studentImport/upload.ts checks every part and answers 400 invalid_request.
 */
export const UploadBody = Type.Object({
  file: Type.Unsafe<unknown>({
    type: 'string',
    format: 'binary',
    description: `The class list: .csv (comma, semicolon or tab; UTF-8 or Windows-1252) or .xlsx.`,
  }),
  schoolId: Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Needed when the caller manages several schools.' }),
  ),
  mapping: Type.Optional(
    Type.String({ description: 'JSON: student field → column index (null: not in the file), from the preview.' }),
  ),
});
