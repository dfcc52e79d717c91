// Shared TypeBox building blocks for route schemas. A schema here is used by more than one route
// (or by a route and a service); a schema only one route uses sits at the top of that route's file.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ERROR_CODES, type ErrorCode } from '../../src/shared/errorCodes';

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

/** An email address as typed by a person; trimmed and lowercased by the route. */
export const Username = Type.String({ minLength: 1, maxLength: 254 });
export const UsernameBody = Type.Object({ username: Username }, { additionalProperties: false });

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/**
 * A path parameter that is a row id: a string (Ajv does not coerce), at most 9 digits so Number() of
 * it is a valid PostgreSQL integer (a longer one made the query fail with a 500).
 */
export const IdString = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
/** `params` of a route `/…/:id`; the handler reads `Number(request.params.id)`. */
export const IdParam = Type.Object({ id: IdString }, { additionalProperties: false });

/** JSON object keys that are numeric ids (Record<number, T> on the client; BMI keeps raw inputs under -1 and -2). */
export const IdRecord = <T extends Parameters<typeof Type.Record>[1]>(value: T) =>
  Type.Record(Type.String({ pattern: '^-?[0-9]{1,10}$' }), value, { additionalProperties: false });

type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

/**
 * Ties a schema to the type the client already shares (src/shared/api.ts): `describes<Account>()(
 * Type.Object({...}))` fails the typecheck when the two drift apart, in either direction.
 */
export const describes =
  <T>() =>
  <S extends TSchema>(schema: S & (Equal<Static<S>, T> extends true ? unknown : never)): S =>
    schema;

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

/** One value of a shared `as const` list (src/rules/values.ts) as a string enum. */
export const oneOf = <T extends string>(list: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...list] });
