// app.userLimits: what one logged-in user may do per window, whatever address they come from (a
// class behind one school address shares nothing here). writes: finishes and skips stored through
// /api/test/* and /api/action-queue; passwordChange: /api/account/change-password (each call costs
// an argon2 verification). Answered 429 too_many_requests with Retry-After.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../../config';
import { MemoryUserLimiter, type UserLimiter } from '../../services/userLimiter';

declare module 'fastify' {
  interface FastifyInstance {
    userLimits: { writes: UserLimiter; passwordChange: UserLimiter };
  }
}

export function registerUserLimits(app: FastifyInstance, config: ServerConfig): void {
  app.decorate('userLimits', {
    writes: new MemoryUserLimiter(config.writeRateLimitMax, 60_000),
    passwordChange: new MemoryUserLimiter(config.passwordChangeLimitMax, config.passwordChangeLimitMinutes * 60_000),
  });
}

export const overUserLimit = (reply: FastifyReply, retryAfterSeconds: number): FastifyReply =>
  reply.code(429).header('Retry-After', String(retryAfterSeconds)).send({ error: 'too_many_requests' });
