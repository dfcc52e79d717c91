// GET /api/test/result-pdf (spec section 7). The query carries the parameters the client knows
// (test, result, norm_result, skip_slides, skip_texts, show_result_texts, skip_actions,
// selected_actions); only `test` picks anything. Everything printed comes from the stored test and
// the rule engine run here on its stored answers, so a crafted link cannot put text in the PDF,
// and only the test's owner gets it (anyone else gets 404). 'Mijn resultaten' links here for every
// finished test, so a PDF can be had again at any time.
import type { FastifyPluginAsync } from 'fastify';
import { NORM_RESULT_MODULES } from '../../src/rules/normModules';
import { processModule } from '../../src/rules/engine';
import { formatDate } from '../../src/rules/format';
import type { Answer, TestMeta } from '../../src/rules/types';
import { NORM_RATINGS } from '../../src/rules/values';
import { renderResultPdf } from '../pdf/resultPdf';
import { requireUser } from '../plugins/app/sessions';
import { loadModule } from '../services/modules';

const list = { type: 'string', maxLength: 4000 } as const;
const ResultPdfQuery = {
  type: 'object',
  required: ['test'],
  additionalProperties: false,
  properties: {
    test: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
    result: { type: 'string', enum: NORM_RATINGS },
    norm_result: list,
    skip_slides: list,
    skip_texts: list,
    show_result_texts: list,
    skip_actions: { type: 'string', enum: ['0', '1'] },
    selected_actions: list,
  },
} as const;

const resultPdfRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { test: string } }>(
    '/api/test/result-pdf',
    { preHandler: requireUser, schema: { querystring: ResultPdfQuery } },
    async (request, reply) => {
      const stored = await app.db
        .selectFrom('tests')
        .select(['user_id', 'module_id', 'answers', 'meta', 'actions', 'finished_at'])
        .where('id', '=', request.query.test.toLowerCase())
        .executeTakeFirst();
      // Someone else's test answers exactly like a test that does not exist: a manager or admin (or
      // another student) learns nothing about it, not even that it is there.
      if (!stored || stored.user_id !== request.user!.id) return reply.code(404).send({ error: 'not_found' });
      const loaded = await loadModule(app.db, stored.module_id);
      if (!loaded) return reply.code(404).send({ error: 'not_found' });
      const { module, config } = loaded;

      const processed = processModule(module, config, {
        answers: stored.answers as Answer[],
        meta: stored.meta as TestMeta,
      });
      const texts = processed.resultTexts
        .map((name) => module.result_texts.find((text) => text.name === name))
        .filter((text) => text !== undefined)
        .map((text) => ({ title: text.title, html: text.text }));
      const actionTitles = new Map(config.actions.map((a) => [a.name, a.title]));
      const actions = (stored.actions as string[]).map((name) => actionTitles.get(name) ?? name);

      const pdf = await renderResultPdf({
        moduleTitle: module.title,
        date: formatDate(stored.finished_at),
        result: processed.result,
        norms: NORM_RESULT_MODULES.includes(module.name) ? processed.normResult : null,
        texts,
        actions,
      });
      const filename = `resultaat-${module.name}.pdf`;
      return (
        reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${filename}"`)
          // Answers are personal: never kept by a shared cache.
          .header('Cache-Control', 'private, no-store')
          .send(pdf)
      );
    },
  );
};

export default resultPdfRoutes;
