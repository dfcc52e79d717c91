// One log line per request, written when it is answered: method, redacted URL, the route pattern,
// status, duration and who asked (user ids, never names or addresses). Fastify's own request
// logging is switched off in app.ts because it logs the raw URL, tokens included. Every response
// carries X-Request-Id, the id on the server's lines, so a bug report can be matched to them.
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../../logging/redact';

export const REQUEST_ID_HEADER = 'x-request-id';

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/**
 * Whether a line at `level` is written: below the logger's level the line is not even built (issue 35:
 * redacting the URL of every request for a line never written was a visible share of a finish's CPU).
 */
const writes = (log: { level: string }, level: keyof typeof LEVELS): boolean =>
  LEVELS[level] >= (LEVELS[log.level] ?? Infinity);

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (writes(request.log, 'debug'))
      request.log.debug({ method: request.method, url: redactUrl(request.url) }, 'incoming request');
  });

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (!writes(request.log, status >= 500 ? 'error' : 'info')) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions.url ?? null,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.user ? { userId: request.user.id } : {}),
      // During imitation both ids: the one acting and the one acted for (the switch itself
      // therefore logs the target's id, where the URL held the username).
      ...(request.imitator ? { imitatorId: request.imitator.id } : {}),
    };
    if (status >= 500) request.log.error(line, 'request failed');
    else request.log.info(line, 'request completed');
  });

  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ method: request.method, url: redactUrl(request.url) }, 'request aborted by the client');
  });
}
