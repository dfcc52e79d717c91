// Error bodies of the management API: the one list of codes, and with a 400 from a body's schema
// the Dutch message per field (server/http/fieldErrors.ts).
import { Type } from '@sinclair/typebox';
import { ErrorBody } from './common';

export const ManagementErrorBody = Type.Object(
  {
    ...ErrorBody.properties,
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'With 400 invalid_request: field name → Dutch message, the words the /beheer/ forms show.',
      }),
    ),
  },
  { title: 'ManagementError' },
);

/** `response: { 200: Thing, ...managementErrors(400, 404) }`, like errors() in common.ts. */
export const managementErrors = <C extends number>(...codes: C[]): Record<C, typeof ManagementErrorBody> =>
  Object.fromEntries(codes.map((code) => [code, ManagementErrorBody])) as Record<C, typeof ManagementErrorBody>;

/** What every route with a scope access can answer besides its own refusals: not logged in, not allowed. */
export const READ_ERRORS = managementErrors(400, 401, 403, 404);
/** Writes: also a conflict (a name or address taken, a school not empty). */
export const WRITE_ERRORS = managementErrors(400, 401, 403, 404, 409);
