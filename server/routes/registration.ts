// POST /api/check-username (login / register / unknown) and POST /api/resend-confirmation.
import type { FastifyPluginAsync } from 'fastify';
import type { CheckUsernameResponse } from '../../src/shared/api';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { UsernameBody } from '../schemas/common';
import { queueActivationMail } from '../services/activationMail';

export interface RegistrationRoutesOptions {
  publicUrl: string;
}

const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (app, { publicUrl }) => {
  const findUser = (username: string) =>
    app.db
      .selectFrom('users')
      .select(['id', 'username', 'enabled', 'activated_at'])
      .where('username', '=', username.trim().toLowerCase())
      .executeTakeFirst();

  app.post<{ Body: { username: string } }>(
    '/api/check-username',
    { schema: { body: UsernameBody } },
    async (request, reply) => {
      // Probing for usernames shows as unknown ones: those count against the address; a class
      // checking its own (known) usernames never does.
      const refusal = await app.limits.checkAddress(request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const user = await findUser(request.body.username);
      if (!user) {
        await app.limits.addressFailed(request.ip);
        return reply.code(404).send({ error: 'user_not_found' });
      }
      // An account switched off after activation logs in (and is refused there), never re-activates.
      if (user.enabled || user.activated_at !== null) return { result: 'login' } satisfies CheckUsernameResponse;
      // One activation mail per account per window; checking again just answers (the mail is on its way).
      if (await app.limits.claimMail('activation', user.username)) await queueActivationMail(app, publicUrl, user);
      return { result: 'register' } satisfies CheckUsernameResponse;
    },
  );

  app.post<{ Body: { username: string } }>(
    '/api/resend-confirmation',
    { schema: { body: UsernameBody } },
    async (request) => {
      // The same answer for unknown, active and inactive accounts (no account discovery), and at
      // most one activation mail per account per window (no mail bombing), never a refusal.
      const user = await findUser(request.body.username);
      if (
        user &&
        !user.enabled &&
        user.activated_at === null &&
        (await app.limits.claimMail('activation', user.username))
      )
        await queueActivationMail(app, publicUrl, user);
      return { success: true };
    },
  );
};

export default registrationRoutes;
