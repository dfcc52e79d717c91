// Passwords: POST /api/resetting/reset (mail a reset link), POST /api/resetting/set (a reset or
// activation link sets the password and logs in), POST /api/account/change-password.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { requireUser } from '../plugins/app/sessions';
import { overUserLimit } from '../plugins/app/userLimits';
import { LoginResponseSchema } from '../schemas/account';
import { errors, SuccessBody, Username } from '../schemas/common';
import { changePassword, requestReset, setPasswordWithToken } from '../services/passwordChanges';
import { normalUsername } from '../services/userRows';

const Password = Type.String({ minLength: 1, maxLength: 1024 });
const ResetBody = Type.Object({ email: Username }, { additionalProperties: false });
const SetBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Password,
    repeatPassword: Password,
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const ChangeBody = Type.Object({ current_password: Password, new_password: Password }, { additionalProperties: false });

export interface PasswordRoutesOptions {
  publicUrl: string;
  resetLimitMinutes: number;
  pwnedRangeUrl: string | null;
}

const passwordRoutes: FastifyPluginAsyncTypebox<PasswordRoutesOptions> = async (app, opts) => {
  app.post(
    '/api/resetting/reset',
    { schema: { body: ResetBody, response: { 200: SuccessBody, ...errors(400, 403, 429) } } },
    async (request, reply) => {
      const sent = await requestReset(app, normalUsername(request.body.email), opts.publicUrl);
      if (!sent.ok)
        return reply
          .code(429)
          .header('Retry-After', String(sent.retryAfter))
          .send({ error: 'reset_limit', retry_after: sent.retryAfter });
      return { success: true };
    },
  );

  app.post(
    '/api/resetting/set',
    // 200: logged in, as after POST /login (2-factor may still be pending).
    { schema: { body: SetBody, response: { 200: LoginResponseSchema, ...errors(400, 403, 429) } } },
    async (request, reply) => {
      const refusal = await app.limits.checkAddress(request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const set = await setPasswordWithToken(request, reply, request.body, opts.pwnedRangeUrl);
      return set.ok ? set.body : reply.code(400).send({ error: set.error });
    },
  );

  app.post(
    '/api/account/change-password',
    {
      preHandler: requireUser,
      schema: { body: ChangeBody, response: { 200: SuccessBody, ...errors(400, 401, 403, 429) } },
    },
    async (request, reply) => {
      const user = request.user!;
      if (request.imitator) return reply.code(403).send({ error: 'forbidden' });
      // Every try costs an argon2 verification: a few per user per window (app.userLimits).
      const { granted, retryAfterSeconds } = await app.userLimits.passwordChange.take(user.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const { current_password, new_password } = request.body;
      const changed = await changePassword(request, user, current_password, new_password, opts.pwnedRangeUrl);
      return changed.ok ? { success: true } : reply.code(400).send({ error: changed.error });
    },
  );
};

export default passwordRoutes;
