// POST /api/account/set-mfa-type {type, current_password}: the logged-in account's own 2-factor type.
// Refused while imitating (an imitator must not change someone else's login); needs the current
// password (http/reauthenticate.ts); turning 2FA off mails the account.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reauthenticated } from '../../../http/reauthenticate';
import { mfaDisabledMail } from '../../../messages/mail';
import { MfaType } from '../../../../src/shared/account';
import { errors, SuccessBody } from '../../../schemas/common';
import { audit } from '../../../services/audit';
import { mfaMandatoryFor } from '../../../services/mfaMandatory';
import { setMfaType } from '../../../services/userRows';

const MfaTypeBody = Type.Object(
  { type: MfaType, current_password: Type.Optional(Type.String({ maxLength: 1024 })) },
  { additionalProperties: false },
);

const setMfaTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/account/set-mfa-type',
    {
      config: { access: 'self' },
      // 400 incorrect_password, mfa_required or no_authenticator_secret, 429 after too many password tries.
      schema: { body: MfaTypeBody, response: { 200: SuccessBody, ...errors(400, 401, 403, 429) } },
    },
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
};

export default setMfaTypeRoutes;
