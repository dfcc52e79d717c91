// A logged-in student's attempts at the modules (the URLs keep the word "test"):
// GET /api/test/data (every module with its topic, and the module configs: the module content),
// POST /api/test/skip-module, POST /api/test/start-module, POST /api/test/finish, and GET /api/test/result-pdf (docs/product.md
// §7). The result PDF's query carries the parameters the client knows (test, result, norm_result,
// skip_slides, skip_texts, show_result_texts, skip_actions, selected_actions); only `test` picks
// anything. Everything printed comes from the stored attempt and the rule engine run here on its
// stored answers, so a crafted link cannot put text in the PDF, and only the attempt's owner gets it
// (anyone else gets 404). 'Mijn resultaten' links here for every finished attempt.
import { Negotiator } from '@fastify/accept-negotiator';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NORM_RATINGS } from '../../../src/rules/values';
import { overUserLimit } from '../../plugins/app/userLimits';
import { errors, fileResponse, oneOf, SuccessBody, Uuid } from '../../schemas/common';
import { FinishPayload, SkipPayload, StartPayload } from '../../../src/shared/test';
import { FINISH_BODY_LIMIT } from '../../schemas/limits';
import { finishAttempt, skipModule, startModule } from '../../services/attempt';
import { resultPdfOf } from '../../services/resultPdf';
import { type ContentEncoding, moduleContentBytes } from '../../services/moduleContentCache';

/**
 * ModuleContent (src/shared/test.ts). Documented by its two lists only: the body is a string serialised
 * once per content change, which Fastify sends as it is (the schema does not re-serialise it).
 */
const ModuleContentSchema = Type.Unsafe<string>(
  Type.Object({
    module_configs: Type.Array(Type.Object({}, { additionalProperties: true, description: 'ModuleConfig' })),
    modules: Type.Array(Type.Object({}, { additionalProperties: true, description: 'Module' })),
  }),
);

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

/** Brotli first (smallest), then gzip; whatever else a client asks for gets the plain JSON. */
const contentEncodings = new Negotiator<ContentEncoding>({ supportedValues: ['br', 'gzip', 'identity'] });

const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'user' } as const;

  app.get(
    '/api/test/data',
    { config, schema: { response: { 200: ModuleContentSchema, ...errors(401) } } },
    async (request, reply) => {
      // Already serialised and compressed ModuleContent (see services/moduleContentCache.ts).
      const encoding = contentEncodings.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Bytes go out as they are (Fastify serialises no Buffer); the schema documents what they hold.
      return reply.send((await moduleContentBytes(app.db, encoding)) as unknown as string);
    },
  );

  // Skip, start and finish count against the user's write budget, shared with the action queue.
  app.post(
    '/api/test/skip-module',
    { config, schema: { body: SkipPayload, response: { 200: SuccessBody, ...errors(400, 401, 403, 429) } } },
    async (request, reply) => {
      const { granted, retryAfterSeconds } = await app.userLimits.writes.take(request.user!.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const outcome = await skipModule(app.db, request.user!.id, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  // The student opened the module's first slide: counted as "started" in the statistics until they
  // finish or skip it. Idempotent within a school year (the first start is kept).
  app.post(
    '/api/test/start-module',
    { config, schema: { body: StartPayload, response: { 200: SuccessBody, ...errors(400, 401, 403, 429) } } },
    async (request, reply) => {
      const { granted, retryAfterSeconds } = await app.userLimits.writes.take(request.user!.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const outcome = await startModule(app.db, request.user!.id, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post(
    '/api/test/finish',
    {
      config,
      schema: { body: FinishPayload, response: { 200: SuccessBody, ...errors(400, 401, 403, 413, 429) } },
      bodyLimit: FINISH_BODY_LIMIT,
    },
    async (request, reply) => {
      const { granted, retryAfterSeconds } = await app.userLimits.writes.take(request.user!.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const outcome = await finishAttempt(app.db, request.user!.id, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get(
    '/api/test/result-pdf',
    {
      config,
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

export default testRoutes;
