// GET /api/portfolio/certificate: the logged-in student's certificate as a PDF (name, school,
// today's date, the modules finished with the date each was first finished).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, fileResponse } from '../../schemas/common';
import { certificatePdf } from '../../services/certificate';

const certificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/portfolio/certificate',
    {
      config: { access: 'user' },
      schema: { response: { 200: fileResponse('The certificate (PDF).', 'application/pdf'), ...errors(401) } },
    },
    async (request, reply) =>
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'inline; filename="certificaat.pdf"')
        .header('Cache-Control', 'private, no-store')
        .send(await certificatePdf(app.db, request.user!)),
  );
};

export default certificateRoutes;
