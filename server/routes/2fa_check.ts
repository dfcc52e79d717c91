// POST /2fa_check {_auth_code}: the second factor of a login that waits for it (access
// pendingSecondFactor: anyone else gets 401 before the body is looked at). Limited per account and
// per address; a right code starts a fresh, fully logged-in session.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { errors } from '../schemas/common';
import { verifySecondFactor } from '../services/mfa';

const TwoFactorBody = Type.Object(
  { _auth_code: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
const TwoFactorResponse = Type.Object({ success: Type.Boolean(), '2fa_complete': Type.Boolean() });

const twoFactorCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/2fa_check',
    {
      config: { access: 'pendingSecondFactor' },
      schema: { body: TwoFactorBody, response: { 200: TwoFactorResponse, ...errors(400, 401, 403, 429) } },
    },
    async (request, reply) => {
      const user = request.user!;
      const refusal = await app.limits.checkTwoFactor(user.id, request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const ok = await verifySecondFactor(app.db, user, request.body._auth_code);
      if (!ok) {
        await app.limits.twoFactorFailed(user.id, request.ip);
        return reply.code(401).send({ error: '2fa_failed' });
      }
      await app.limits.twoFactorSucceeded(user.id, request.ip);
      // A fresh session id once fully authenticated (no fixation of the half-logged-in id).
      await app.sessions.start(request, reply, user.id, false);
      return { success: true, '2fa_complete': true };
    },
  );
};

export default twoFactorCheckRoutes;
