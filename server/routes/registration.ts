// POST /api/check-username (login / register / unknown) and POST /api/resend-confirmation.
import type { FastifyPluginAsync } from 'fastify';
import type { CheckUsernameResponse } from '../../src/shared/api';
import { tooManyRequests } from '../plugins/accountLimits';
import { UsernameBody } from '../schemas/common';
import { queueActivationMail } from '../services/activationMail';

export interface RegistrationRoutesOptions {
  rateLimitMax: number;
  publicUrl: string;
}

const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (app, { rateLimitMax, publicUrl }) => {
  const rateLimit = { max: rateLimitMax, timeWindow: 60_000 };
  const findUser = (username: string) =>
    app.db.selectFrom('users').select(['id', 'username', 'enabled']).where('username', '=', username.trim().toLowerCase()).executeTakeFirst();

  app.post<{ Body: { username: string } }>(
    '/api/check-username',
    { schema: { body: UsernameBody }, config: { rateLimit } },
    async (request, reply) => {
      // Per account as well as per IP: each answer may send an activation mail.
      const limitKey = `check:${request.body.username.trim().toLowerCase()}`;
      if (app.accountLimiter.isBlocked(limitKey)) return tooManyRequests(reply);
      app.accountLimiter.record(limitKey);
      const user = await findUser(request.body.username);
      if (!user) return reply.code(404).send({ error: 'user_not_found' });
      if (user.enabled) return { result: 'login' } satisfies CheckUsernameResponse;
      await queueActivationMail(app, publicUrl, user);
      return { result: 'register' } satisfies CheckUsernameResponse;
    },
  );

  app.post<{ Body: { username: string } }>(
    '/api/resend-confirmation',
    { schema: { body: UsernameBody }, config: { rateLimit } },
    async (request, reply) => {
      const user = await findUser(request.body.username);
      if (!user) return reply.code(404).send({ error: 'user_not_found' });
      // An active account has nothing to activate.
      if (user.enabled) return reply.code(400).send({ error: 'invalid_request' });
      await queueActivationMail(app, publicUrl, user);
      return { success: true };
    },
  );
};

export default registrationRoutes;
