// Shared TypeBox building blocks for route schemas. A schema here is used by more than one route
// (or by a route and a service); a schema only one route uses sits at the top of that route's file.
import { Type } from '@sinclair/typebox';
import { ERROR_CODES, type ErrorCode } from '../../src/shared/errorCodes';

export { describes, oneOf } from '../../src/shared/describes';

/**
 * The error-code union as a schema. A plain string enum rather than a union of literals: the
 * OpenAPI document lists the codes, and fast-json-stringify writes it as a string without trying
 * each literal in turn.
 */
export const ErrorCodeSchema = Type.Unsafe<ErrorCode>({ type: 'string', enum: [...ERROR_CODES] });

/** Every 4xx/5xx body. The extra fields are listed because a response schema drops unlisted ones. */
export const ErrorBody = Type.Object(
  {
    error: ErrorCodeSchema,
    retry_after: Type.Optional(
      Type.Integer({ description: 'With 429: seconds until a new attempt can succeed (also in Retry-After).' }),
    ),
    '2fa_complete': Type.Optional(
      Type.Boolean({ description: 'With 401 access_denied: false, the login still waits for its second factor.' }),
    ),
    request_id: Type.Optional(
      Type.String({ description: 'With 500: the id of the logged error (also in X-Request-Id).' }),
    ),
  },
  { title: 'Error' },
);

/**
 * Response entries for the error statuses a route answers with, all `ErrorBody`:
 * `response: { 200: Thing, ...errors(400, 404) }`. Listing a status is also what lets a handler
 * `reply.code(404).send(...)` typecheck.
 */
export const errors = <C extends number>(...codes: C[]): Record<C, typeof ErrorBody> =>
  Object.fromEntries(codes.map((code) => [code, ErrorBody])) as Record<C, typeof ErrorBody>;

export const SuccessBody = Type.Object({ success: Type.Boolean() });

// Row ids, in the body (Id) and in the path (IdString, IdParam: digit strings, as Ajv does not
// coerce, at most 9 digits so Number() of it is a valid PostgreSQL integer), and the attempt's uuid.
export { Id, IdParam, IdText as IdString } from '../../src/shared/management/common';
export { Uuid } from '../../src/shared/test';

/**
 * A response that is a file, not JSON (PDF, image, sound, archive, web page): documented as content
 * of the given media types. Fastify sends a Buffer or string as it is; the entry only describes it.
 */
export const fileResponse = (description: string, ...mediaTypes: string[]) => {
  // Typed as what a handler sends (a Buffer, or the text of a page), documented as OpenAPI's file.
  const file = (type: string) =>
    Type.Unsafe<Buffer | string>(type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: file(type) }])) };
};
