// The one place that turns errors into responses: validation → 400 invalid_request, CSRF → 403,
// rate limit → 429, oversized body → 413, unknown route → 404, anything unexpected → 500 without
// details (but with the request id of the logged error).
import type { FastifyError, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the CSRF check failed, so the csrf plugin hands out a fresh token. */
    csrfRejected: boolean;
  }
}

const CSRF_CODES = new Set(['FST_CSRF_INVALID_TOKEN', 'FST_CSRF_MISSING_SECRET']);

export function registerErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('csrfRejected', false);
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
