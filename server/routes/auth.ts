// POST /login, POST /logout, GET /logged-in.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { LoginResponse } from '../../src/shared/api';
import { SuccessBody, Username } from '../schemas/common';
import { hashPassword, verifyPassword } from '../services/passwords';

const LoginBody = Type.Object(
  { username: Username, password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);

const failure: LoginResponse = {
  success: false,
  error: 'Invalid credentials.',
  '2fa_complete': false,
  email_auth_enabled: false,
  google_authenticator_enabled: false,
};

export interface AuthRoutesOptions {
  rateLimitMax: number;
}

const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { rateLimitMax }) => {
  // Unknown users are checked against a dummy hash so they take as long as known ones
  // (the response time does not reveal which addresses have an account).
  let dummyHash: Promise<string> | null = null;

  app.post<{ Body: { username: string; password: string } }>(
    '/login',
    { schema: { body: LoginBody }, config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } } },
    async (request, reply) => {
      const username = request.body.username.trim().toLowerCase();
      const password = request.body.password.trim();
      const user = await app.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
      dummyHash ??= hashPassword('dummy password for timing');
      const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
      if (!user || !valid || !user.enabled || password === '') return reply.code(401).send(failure);

      const pending = user.mfa_type !== 'none';
      await app.sessions.start(request, reply, user.id, pending);
      await app.db.updateTable('users').set({ last_login: new Date() }).where('id', '=', user.id).execute();
      const body: LoginResponse = {
        success: true,
        error: null,
        '2fa_complete': !pending,
        email_auth_enabled: user.mfa_type === 'email',
        google_authenticator_enabled: user.mfa_type === 'google',
      };
      return body;
    },
  );

  app.post('/logout', { schema: { response: { 200: SuccessBody } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { success: true };
  });

  app.get('/logged-in', async (request) => ({
    logged_in: request.session !== null && !request.session.twoFactorPending,
  }));
};

export default authRoutes;
