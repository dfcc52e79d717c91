// Passwords: POST /api/resetting/reset (mail a reset link), POST /api/resetting/set (a reset or
// activation link sets the password and logs in), POST /api/account/change-password.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { requireUser } from '../plugins/app/sessions';
import { overUserLimit } from '../plugins/app/userLimits';
import { Username } from '../schemas/common';
import { audit } from '../services/audit';
import { resetMail } from '../services/mailMessages';
import { checkNewPassword } from '../services/passwordRules';
import { hashPassword, verifyPassword } from '../services/passwords';
import { consumeToken, createToken, findValidToken } from '../services/tokens';
import { beginSession } from './auth';

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

const RESET_VALID_HOURS = 2;

export interface PasswordRoutesOptions {
  publicUrl: string;
  resetLimitMinutes: number;
  pwnedRangeUrl: string | null;
}

const passwordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = async (app, opts) => {
  app.post<{ Body: { email: string } }>(
    '/api/resetting/reset',
    { schema: { body: ResetBody } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      // The same answers for unknown, inactive and active accounts: success, and reset_limit for a
      // second request within the window (counted per address typed, known or not).
      if (!(await app.limits.claimMail('reset', email))) {
        const retryAfter = await app.limits.mailRetryAfter('reset', email);
        return reply
          .code(429)
          .header('Retry-After', String(retryAfter))
          .send({ error: 'reset_limit', retry_after: retryAfter });
      }
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'username', 'enabled'])
        .where('username', '=', email)
        .executeTakeFirst();
      if (!user || !user.enabled) return { success: true };
      await app.db.transaction().execute(async (trx) => {
        const token = await createToken(trx, user.id, 'reset', RESET_VALID_HOURS * 3_600_000);
        await app.mail.send(resetMail(user.username, opts.publicUrl, token, RESET_VALID_HOURS), trx);
      });
      app.mail.deliver();
      return { success: true };
    },
  );

  app.post<{ Body: { token: string; password: string; repeatPassword: string; enabled?: boolean } }>(
    '/api/resetting/set',
    { schema: { body: SetBody } },
    async (request, reply) => {
      const { token, enabled } = request.body;
      const password = request.body.password.trim(); // login trims too, so a set password must match it
      const refusal = await app.limits.checkAddress(request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const found = await findValidToken(app.db, token);
      if (!found) {
        await app.limits.addressFailed(request.ip);
        return reply.code(400).send({ error: 'invalid_token' });
      }
      if (password !== request.body.repeatPassword.trim())
        return reply.code(400).send({ error: 'passwords_dont_match' });
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', found.userId)
        .executeTakeFirstOrThrow();
      const activating = found.purpose === 'activation';
      // A reset link does not activate an account (only the activation mail, which sends enabled=true, does).
      // Nor does it re-enable an account a manager switched off after it was activated once.
      if (!user.enabled && !(activating && enabled === true && user.activated_at === null))
        return reply.code(400).send({ error: 'user_not_enabled' });
      const ruleError = await checkNewPassword(password, activating ? null : user.password_hash, opts.pwnedRangeUrl);
      if (ruleError) return reply.code(400).send({ error: ruleError });
      if (!(await consumeToken(app.db, found.id))) return reply.code(400).send({ error: 'invalid_token' });
      const passwordHash = await hashPassword(password);
      const updated = await app.db
        .updateTable('users')
        .set({ password_hash: passwordHash, enabled: true, ...(activating ? { activated_at: new Date() } : {}) })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await app.sessions.endOthers(request, user.id);
      await audit(app.db, {
        action: activating ? 'account_activated' : 'password_reset',
        actor: { id: user.id, username: user.username },
        ip: request.ip,
      });
      return beginSession(request, reply, updated);
    },
  );

  app.post<{ Body: { current_password: string; new_password: string } }>(
    '/api/account/change-password',
    { preHandler: requireUser, schema: { body: ChangeBody } },
    async (request, reply) => {
      const user = request.user!;
      if (request.imitator) return reply.code(403).send({ error: 'forbidden' });
      // Every try costs an argon2 verification: a few per user per window (app.userLimits).
      const { granted, retryAfterSeconds } = await app.userLimits.passwordChange.take(user.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const password = request.body.new_password.trim();
      if (!(await verifyPassword(user.password_hash, request.body.current_password.trim())))
        return reply.code(400).send({ error: 'incorrect_password' });
      const ruleError = await checkNewPassword(password, user.password_hash, opts.pwnedRangeUrl);
      if (ruleError) return reply.code(400).send({ error: ruleError });
      await app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', user.id)
        .execute();
      // Other devices logged in with the old password are logged out; this one stays.
      await app.sessions.endOthers(request, user.id);
      await audit(app.db, {
        action: 'password_changed',
        actor: { id: user.id, username: user.username },
        ip: request.ip,
      });
      return { success: true };
    },
  );
};

export default passwordRoutes;
