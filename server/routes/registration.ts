// POST /api/check-username (login / register / unknown) and POST /api/resend-confirmation.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CheckUsernameResponse } from '../../src/shared/api';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { describes, errors, SuccessBody, UsernameBody } from '../schemas/common';
import { queueActivationMail } from '../services/activationMail';
import { findUserByUsername } from '../services/userRows';

const CheckUsernameSchema = describes<CheckUsernameResponse>()(
  Type.Object({ result: Type.Union([Type.Literal('login'), Type.Literal('register')]) }),
);

export interface RegistrationRoutesOptions {
  publicUrl: string;
}

const registrationRoutes: FastifyPluginAsyncTypebox<RegistrationRoutesOptions> = async (app, { publicUrl }) => {
  const findUser = (username: string) => findUserByUsername(app.db, username);

  app.post(
    '/api/check-username',
    { schema: { body: UsernameBody, response: { 200: CheckUsernameSchema, ...errors(400, 403, 404, 429) } } },
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

  app.post(
    '/api/resend-confirmation',
    { schema: { body: UsernameBody, response: { 200: SuccessBody, ...errors(400, 403) } } },
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
