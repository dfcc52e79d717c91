// POST /api/account/generate-google-authenticator-secret {generate, current_password}: a new secret
// for the logged-in account's authenticator app. Refused while imitating; needs the current password
// (http/reauthenticate.ts).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reauthenticated } from '../../../http/reauthenticate';
import { errors, SuccessBody } from '../../../schemas/common';
import { generateTotpSecret } from '../../../services/totp';
import { setGoogleSecret } from '../../../services/userRows';

const GenerateBody = Type.Object(
  { generate: Type.Optional(Type.Boolean()), current_password: Type.Optional(Type.String({ maxLength: 1024 })) },
  { additionalProperties: false },
);

const generateSecretRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/account/generate-google-authenticator-secret',
    {
      config: { access: 'self' },
      // 400 incorrect_password or no_authenticator_secret, 429 after too many password tries.
      schema: { body: GenerateBody, response: { 200: SuccessBody, ...errors(400, 401, 403, 429) } },
    },
    async (request, reply) => {
      const user = request.user!;
      // Replacing the secret of an authenticator that is in use would lock the user out of the
      // next login, so an existing secret is kept unless the type is not 'google'.
      if (user.google_secret && (user.mfa_type === 'google' || request.body.generate === false))
        return { success: true };
      if (request.body.generate === false) return reply.code(400).send({ error: 'no_authenticator_secret' });
      if (!(await reauthenticated(request, reply, request.body.current_password))) return reply;
      await setGoogleSecret(app.db, user.id, await generateTotpSecret());
      return { success: true };
    },
  );
};

export default generateSecretRoutes;
