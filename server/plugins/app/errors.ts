// The one place that turns errors into responses: validation → 400 invalid_request, CSRF → 403,
// rate limit → 429, oversized body → 413, unknown route → 404, anything unexpected → 500 without
// details (but with the request id of the logged error).
import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorBody } from '../../schemas/common';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the CSRF check failed, so the csrf plugin hands out a fresh token. */
    csrfRejected: boolean;
  }
}

const CSRF_CODES = new Set(['FST_CSRF_INVALID_TOKEN', 'FST_CSRF_MISSING_SECRET']);

/** Methods whose body Fastify reads: any of them can be sent a body over the limit. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What every 400 may mean besides a route's own refusals (plugins/app/inputHygiene.ts). */
export const BAD_REQUEST_DESCRIPTION =
  'invalid_request: the input does not match its schema, or one of its strings holds U+0000 or a lone ' +
  'UTF-16 surrogate (text that cannot be stored); any other code is the route’s own refusal.';

/**
 * Declares on every route what this handler answers for any route alike, so the OpenAPI document
 * (and the response serialiser) know it without each route listing it: 413 on every route that reads
 * a body, and what a 400 can mean. Registered before the routes, like @fastify/swagger.
 */
function declareCommonResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, object> | undefined;
    if (!route.schema || !response) return;
    const declared = { ...response };
    if ([route.method].flat().some((m) => BODY_METHODS.has(m)) && !declared[413]) declared[413] = ErrorBody;
    if (declared[400] && !('description' in declared[400]))
      declared[400] = { ...declared[400], description: BAD_REQUEST_DESCRIPTION };
    // A copy: routes may share one response object, and a GET must not gain a 413.
    route.schema = { ...route.schema, response: declared };
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('csrfRejected', false);
  declareCommonResponses(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.code(400).send({ error: 'invalid_request' });
    if (CSRF_CODES.has(error.code)) {
      request.csrfRejected = true;
      return reply.code(403).send({ error: 'invalid_csrf_token' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: 'too_many_requests' });
    // A body over the route's limit (server/schemas/limits.ts): its own code, so a client can tell
    // that sending it again will not help.
    if (status === 413) return reply.code(413).send({ error: 'payload_too_large' });
    // Malformed JSON, wrong content type, oversized body and the like: the client's input is bad.
    if (status >= 400 && status < 500)
      return reply.code(status === 404 ? 404 : 400).send({ error: status === 404 ? 'not_found' : 'invalid_request' });
    request.log.error({ err: error }, 'unexpected error');
    // The request id lets a student's report of this failure be matched to the line above.
    return reply.code(500).send({ error: 'internal_error', request_id: request.id });
  });
}
