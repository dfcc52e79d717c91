// GET /api/test/result-pdf (docs/product.md §7). The query carries the parameters the client knows
// (test, result, norm_result, skip_slides, skip_texts, show_result_texts, skip_actions,
// selected_actions); only `test` picks anything. Everything printed comes from the stored test and
// the rule engine run here on its stored answers, so a crafted link cannot put text in the PDF,
// and only the test's owner gets it (anyone else gets 404). 'Mijn resultaten' links here for every
// finished test, so a PDF can be had again at any time.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NORM_RATINGS } from '../../src/rules/values';
import { requireUser } from '../plugins/app/sessions';
import { errors, fileResponse, oneOf, Uuid } from '../schemas/common';
import { resultPdfOf } from '../services/resultPdf';

const list = Type.Optional(Type.String({ maxLength: 4000 }));
const ResultPdfQuery = Type.Object(
  {
    test: Uuid,
    result: Type.Optional(oneOf(NORM_RATINGS)),
    norm_result: list,
    skip_slides: list,
    skip_texts: list,
    show_result_texts: list,
    skip_actions: Type.Optional(oneOf(['0', '1'] as const)),
    selected_actions: list,
  },
  { additionalProperties: false },
);

const resultPdfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/test/result-pdf',
    {
      preHandler: requireUser,
      schema: {
        querystring: ResultPdfQuery,
        response: { 200: fileResponse('The result of the test (PDF).', 'application/pdf'), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const found = await resultPdfOf(app.db, request.user!.id, request.query.test);
      if (!found) return reply.code(404).send({ error: 'not_found' });
      return (
        reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${found.filename}"`)
          // Answers are personal: never kept by a shared cache.
          .header('Cache-Control', 'private, no-store')
          .send(found.pdf)
      );
    },
  );
};

export default resultPdfRoutes;
