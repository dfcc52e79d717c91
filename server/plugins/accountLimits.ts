// app.accountLimiter: attempts per account on /login, /2fa_check, /api/check-username and
// /api/resetting/reset, answered with 429 too_many_requests like the per-IP limit.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import { AttemptLimiter } from '../services/attemptLimiter';

declare module 'fastify' {
  interface FastifyInstance {
    accountLimiter: AttemptLimiter;
  }
}

export function registerAccountLimits(app: FastifyInstance, config: ServerConfig): void {
  app.decorate('accountLimiter', new AttemptLimiter(config.accountRateLimitMax, config.accountRateLimitMinutes * 60_000));
}

export const tooManyRequests = (reply: FastifyReply): FastifyReply => reply.code(429).send({ error: 'too_many_requests' });
