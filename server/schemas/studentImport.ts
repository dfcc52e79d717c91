// Server-only schemas of the import routes (the shapes they answer with are the contract's, in
// src/shared/studentImport/api.ts and src/shared/userImport/api.ts): the error envelope with its
// Dutch `message`, and the multipart form as the server reads it (the client sends a FormData).
import { Type } from '@sinclair/typebox';
import { ErrorCodeSchema } from './common';

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
