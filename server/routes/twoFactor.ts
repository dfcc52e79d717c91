// 2-factor settings of the logged-in user: POST /api/account/set-mfa-type,
// POST /api/account/generate-google-authenticator-secret, GET /api/account/google-authenticator-qr-code.
// Refused while imitating: an imitator must not change someone else's login. Changing the type or
// making a new secret needs the current password (a session alone is not enough: a borrowed or
// stolen session must not be able to turn 2FA off); turning it off mails the account.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mfaMandatoryFor } from '../services/management/staffMfa';
import { requireUser } from '../plugins/app/sessions';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { MfaTypeSchema } from '../schemas/account';
import { errors, fileResponse, SuccessBody } from '../schemas/common';
import { audit } from '../services/audit';
import { mfaDisabledMail } from '../messages/mail';
import { verifyPassword } from '../services/passwords';
import { generateTotpSecret, totpQrPng } from '../services/totp';
import { setGoogleSecret, setMfaType } from '../services/users';

const CurrentPassword = Type.Optional(Type.String({ maxLength: 1024 }));
const MfaTypeBody = Type.Object(
  {
    type: MfaTypeSchema,
    current_password: CurrentPassword,
  },
  { additionalProperties: false },
);
const GenerateBody = Type.Object(
  { generate: Type.Optional(Type.Boolean()), current_password: CurrentPassword },
  { additionalProperties: false },
);

async function requireOwnAccount(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const denied = await requireUser(request, reply);
  if (denied) return denied;
  if (request.imitator) return reply.code(403).send({ error: 'forbidden' });
  return undefined;
}

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * True when the password is right; else false with the refusal sent (400 incorrect_password, or
   * 429 after too many tries). A boolean, not the reply: a reply is a thenable, and awaiting it
   * would lose it.
   */
  async function reauthenticated(
    request: FastifyRequest,
    reply: FastifyReply,
    password: string | undefined,
  ): Promise<boolean> {
    const user = request.user!;
    const refusal = await app.limits.checkLogin(user.username, request.ip);
    if (refusal) {
      tooManyRequests(reply, refusal);
      return false;
    }
    if (password !== undefined && user.password_hash && (await verifyPassword(user.password_hash, password.trim())))
      return true;
    await app.limits.loginFailed(user.username, request.ip);
    reply.code(400).send({ error: 'incorrect_password' });
    return false;
  }

  // 400 incorrect_password, mfa_required or no_authenticator_secret, 429 after too many password tries.
  const writeResponses = { 200: SuccessBody, ...errors(400, 401, 403, 429) };

  app.post(
    '/api/account/set-mfa-type',
    { preHandler: requireOwnAccount, schema: { body: MfaTypeBody, response: writeResponses } },
    async (request, reply) => {
      const user = request.user!;
      const { type } = request.body;
      if (type === user.mfa_type) return { success: true };
      // Spec: 'none' is offered only when 2-factor is optional or already the current type.
      if (type === 'none' && user.mfa_type !== 'none' && (await mfaMandatoryFor(app.db, user)))
        return reply.code(400).send({ error: 'mfa_required' });
      if (type === 'google' && !user.google_secret) return reply.code(400).send({ error: 'no_authenticator_secret' });
      if (!(await reauthenticated(request, reply, request.body.current_password))) return reply;
      await setMfaType(app.db, user.id, type);
      if (type === 'none') await app.mail.send(mfaDisabledMail(user.username));
      await audit(app.db, {
        action: 'mfa_type_changed',
        actor: { id: user.id, username: user.username },
        detail: { from: user.mfa_type, to: type },
        ip: request.ip,
      });
      return { success: true };
    },
  );

  app.post(
    '/api/account/generate-google-authenticator-secret',
    { preHandler: requireOwnAccount, schema: { body: GenerateBody, response: writeResponses } },
    async (request, reply) => {
      const user = request.user!;
      // Replacing the secret of an authenticator that is in use would lock the user out of the
      // next login, so an existing secret is kept unless the type is not 'google'.
      if (user.google_secret && (user.mfa_type === 'google' || request.body.generate === false))
        return { success: true };
      if (request.body.generate === false) return reply.code(400).send({ error: 'no_authenticator_secret' });
      if (!(await reauthenticated(request, reply, request.body.current_password))) return reply;
      const secret = await generateTotpSecret();
      await setGoogleSecret(app.db, user.id, secret);
      return { success: true };
    },
  );

  app.get(
    '/api/account/google-authenticator-qr-code',
    {
      preHandler: requireOwnAccount,
      schema: {
        response: {
          200: fileResponse('The authenticator secret as a QR code.', 'image/png'),
          ...errors(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!user.google_secret) return reply.code(404).send({ error: 'not_found' });
      const png = await totpQrPng(user.username, user.google_secret);
      // The image holds the secret: never cached anywhere.
      return reply.header('Cache-Control', 'no-store').type('image/png').send(png);
    },
  );
};

export default twoFactorRoutes;
