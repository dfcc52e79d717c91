// POST /login, POST /2fa_check, POST /logout, GET /logged-in.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '../../src/shared/api';
import { tooManyRequests } from '../plugins/app/accountLimits';
import type { UserRow } from '../plugins/app/sessions';
import { LoginResponseSchema } from '../schemas/account';
import { errors, SuccessBody, Username } from '../schemas/common';
import { mfaMandatoryFor } from '../services/management/staffMfa';
import { mfaCodeMail } from '../services/mailMessages';
import { issueEmailCode, MFA_CODE_MINUTES, verifyEmailCode } from '../services/mfa';
import { hashPassword, verifyPassword } from '../services/passwords';
import { consumeTotp } from '../services/totp';

const LoginBody = Type.Object(
  { username: Username, password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
const TwoFactorBody = Type.Object(
  { _auth_code: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
const TwoFactorResponse = Type.Object({ success: Type.Boolean(), '2fa_complete': Type.Boolean() });
const LoggedInResponse = Type.Object({ logged_in: Type.Boolean() });

const failure: LoginResponse = {
  success: false,
  error: 'Invalid credentials.',
  '2fa_complete': false,
  email_auth_enabled: false,
  google_authenticator_enabled: false,
};

/** Logs a user in after a proven password (login or a reset link): 2FA-pending when it has a second factor. */
export async function beginSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<LoginResponse> {
  const app = request.server;
  // An authenticator type without a secret cannot be used; email is the fallback then.
  // Staff under mandatory 2FA (config) without a second factor of their own get the e-mail code.
  const chosen = user.mfa_type === 'none' && (await mfaMandatoryFor(app.db, user)) ? 'email' : user.mfa_type;
  const type = chosen === 'google' && !user.google_secret ? 'email' : chosen;
  const pending = type !== 'none';
  await app.sessions.start(request, reply, user.id, pending);
  await app.db.updateTable('users').set({ last_login: new Date() }).where('id', '=', user.id).execute();
  if (type === 'email') {
    const code = await issueEmailCode(app.db, user.id);
    await app.mail.send(mfaCodeMail(user.username, code, MFA_CODE_MINUTES));
  }
  return {
    success: true,
    error: null,
    '2fa_complete': !pending,
    email_auth_enabled: type === 'email',
    google_authenticator_enabled: type === 'google',
  };
}

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Unknown users are checked against a dummy hash so they take as long as known ones
  // (the response time does not reveal which addresses have an account).
  let dummyHash: Promise<string> | null = null;

  app.post(
    '/login',
    {
      schema: {
        body: LoginBody,
        // 401 answers the same body as 200 (success false): the client reads one shape.
        response: { 200: LoginResponseSchema, 401: LoginResponseSchema, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const username = request.body.username.trim().toLowerCase();
      const password = request.body.password.trim();
      const refusal = await app.limits.checkLogin(username, request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const user = await app.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
      dummyHash ??= hashPassword('dummy password for timing');
      const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
      if (!user || !valid || !user.enabled || password === '') {
        await app.limits.loginFailed(username, request.ip);
        return reply.code(401).send(failure);
      }
      await app.limits.loginSucceeded(username, request.ip);
      return beginSession(request, reply, user);
    },
  );

  app.post(
    '/2fa_check',
    { schema: { body: TwoFactorBody, response: { 200: TwoFactorResponse, ...errors(400, 401, 403, 429) } } },
    async (request, reply) => {
      const user = request.user;
      if (!request.session || !user || !request.session.twoFactorPending)
        return reply.code(401).send({ error: 'unauthorized' });
      const refusal = await app.limits.checkTwoFactor(user.id, request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const code = request.body._auth_code.replace(/\s+/g, '');
      const ok =
        user.mfa_type === 'google' && user.google_secret
          ? await consumeTotp(app.db, user, code)
          : await verifyEmailCode(app.db, user.id, code);
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

  app.post('/logout', { schema: { response: { 200: SuccessBody, ...errors(403) } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { success: true };
  });

  app.get('/logged-in', { schema: { response: { 200: LoggedInResponse } } }, async (request) => ({
    logged_in: request.session !== null && !request.session.twoFactorPending,
  }));
};

export default authRoutes;
