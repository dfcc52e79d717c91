// POST /api/resend-confirmation {username}: another activation mail, for anyone. The same answer for
// unknown, active and inactive accounts (no account discovery), and at most one activation mail per
// account per window (no mail bombing), never a refusal.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UsernameRequest } from '../../../src/shared/login';
import { errors, SuccessBody } from '../../schemas/common';
import { queueActivationMail } from '../../services/activationMail';
import { findUserByUsername } from '../../services/userRows';

const resendConfirmationRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '/api/resend-confirmation',
    {
      config: { access: 'public' },
      schema: { body: UsernameRequest, response: { 200: SuccessBody, ...errors(400, 403) } },
    },
    async (request) => {
      const user = await findUserByUsername(app.db, request.body.username);
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

export default resendConfirmationRoutes;
