// GET /api/account/google-authenticator-qr-code: the logged-in account's authenticator secret as a QR
// code (PNG) to scan; 404 before a secret is made. Refused while imitating.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, fileResponse } from '../../../schemas/common';
import { totpQrPng } from '../../../services/totp';

const qrCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/account/google-authenticator-qr-code',
    {
      config: { access: 'self' },
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

export default qrCodeRoutes;
