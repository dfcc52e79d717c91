// POST /api/check-username {username}: the first step of the login widget, for anyone: 'login' for
// an account that can log in, 'register' for one not activated yet (its activation mail is sent,
// once per window), 404 for an unknown one (those count against the address).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckUsernameResponse, UsernameRequest } from '../../../src/shared/login';
import { tooManyRequests } from '../../plugins/app/accountLimits';
import { errors } from '../../schemas/common';
import { queueActivationMail } from '../../services/activationMail';
import { findUserByUsername } from '../../services/userRows';

const checkUsernameRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '/api/check-username',
    {
      config: { access: 'public' },
      schema: { body: UsernameRequest, response: { 200: CheckUsernameResponse, ...errors(400, 403, 404, 429) } },
    },
    async (request, reply) => {
      // Probing for usernames shows as unknown ones: those count against the address; a class
      // checking its own (known) usernames never does.
      const refusal = await app.limits.checkAddress(request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const user = await findUserByUsername(app.db, request.body.username);
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
};

export default checkUsernameRoutes;
