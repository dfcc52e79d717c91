// 2-factor settings of the logged-in user: POST /api/account/set-mfa-type,
// POST /api/account/generate-google-authenticator-secret, GET /api/account/google-authenticator-qr-code.
// Refused while imitating: an imitator must not change someone else's login.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../plugins/sessions';
import { audit } from '../services/audit';
import { generateTotpSecret, totpQrPng } from '../services/totp';

const MfaTypeBody = Type.Object({ type: Type.Union([Type.Literal('none'), Type.Literal('email'), Type.Literal('google')]) }, { additionalProperties: false });
const GenerateBody = Type.Object({ generate: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

async function requireOwnAccount(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const denied = await requireUser(request, reply);
  if (denied) return denied;
  if (request.imitator) return reply.code(403).send({ error: 'forbidden' });
  return undefined;
}

const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { type: 'none' | 'email' | 'google' } }>(
    '/api/account/set-mfa-type',
    { preHandler: requireOwnAccount, schema: { body: MfaTypeBody } },
    async (request, reply) => {
      const user = request.user!;
      const { type } = request.body;
      // Spec: 'none' is offered only when 2-factor is optional or already the current type.
      if (type === 'none' && user.mfa_mandatory && user.mfa_type !== 'none') return reply.code(400).send({ error: 'invalid_request' });
      if (type === 'google' && !user.google_secret) return reply.code(400).send({ error: 'invalid_request' });
      await app.db.updateTable('users').set({ mfa_type: type }).where('id', '=', user.id).execute();
      await audit(app.db, { action: 'mfa_type_changed', actor: { id: user.id, username: user.username }, detail: { from: user.mfa_type, to: type }, ip: request.ip });
      return { success: true };
    },
  );

  app.post<{ Body: { generate?: boolean } }>(
    '/api/account/generate-google-authenticator-secret',
    { preHandler: requireOwnAccount, schema: { body: GenerateBody } },
    async (request, reply) => {
      const user = request.user!;
      // Replacing the secret of an authenticator that is in use would lock the user out of the
      // next login, so an existing secret is kept unless the type is not 'google'.
      if (user.google_secret && (user.mfa_type === 'google' || request.body.generate === false)) return { success: true };
      if (request.body.generate === false) return reply.code(400).send({ error: 'invalid_request' });
      const secret = await generateTotpSecret();
      await app.db.updateTable('users').set({ google_secret: secret }).where('id', '=', user.id).execute();
      return { success: true };
    },
  );

  app.get('/api/account/google-authenticator-qr-code', { preHandler: requireOwnAccount }, async (request, reply) => {
    const user = request.user!;
    if (!user.google_secret) return reply.code(404).send({ error: 'not_found' });
    const png = await totpQrPng(user.username, user.google_secret);
    // The image holds the secret: never cached anywhere.
    return reply.header('Cache-Control', 'no-store').type('image/png').send(png);
  });
};

export default twoFactorRoutes;
