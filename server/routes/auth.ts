// POST /login, POST /2fa_check, POST /logout, GET /logged-in.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LoginResponse } from '../../src/shared/api';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { LoginResponseSchema } from '../schemas/account';
import { errors, SuccessBody, Username } from '../schemas/common';
import { authenticate, beginSession } from '../services/login';
import { verifySecondFactor } from '../services/mfa';
import { normalUsername } from '../services/userRows';

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

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const username = normalUsername(request.body.username);
      const refusal = await app.limits.checkLogin(username, request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const user = await authenticate(app.db, username, request.body.password.trim());
      if (!user) {
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

  app.post('/logout', { schema: { response: { 200: SuccessBody, ...errors(403) } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { success: true };
  });

  app.get('/logged-in', { schema: { response: { 200: LoggedInResponse } } }, async (request) => ({
    logged_in: request.session !== null && !request.session.twoFactorPending,
  }));
};

export default authRoutes;
