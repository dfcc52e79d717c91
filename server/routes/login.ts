// POST /login {username, password}: starts a session (the second factor may still be pending; then
// POST /2fa_check completes it). Limited per account and per address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginRequest, LoginResponse } from '../../src/shared/login';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { errors } from '../schemas/common';
import { authenticate, beginSession } from '../services/login';
import { normalUsername } from '../services/userRows';

const failure: LoginResponse = {
  success: false,
  error: 'Invalid credentials.',
  '2fa_complete': false,
  email_auth_enabled: false,
  google_authenticator_enabled: false,
};

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        body: LoginRequest,
        // 401 answers the same body as 200 (success false): the client reads one shape.
        response: { 200: LoginResponse, 401: LoginResponse, ...errors(400, 403, 429) },
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
};

export default loginRoutes;
