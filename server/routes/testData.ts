// GET /api/test/data: every module with its topic, and the module configs (keyed by module name).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../plugins/app/sessions';
import { errors } from '../schemas/common';
import { moduleContentJson } from '../services/moduleContentCache';

/**
 * ModuleContent (src/shared/api.ts). Documented by its two lists only: the body is a string serialised
 * once per content change, which Fastify sends as it is (the schema does not re-serialise it).
 */
const TestDataSchema = Type.Unsafe<string>(
  Type.Object({
    module_configs: Type.Array(Type.Object({}, { additionalProperties: true, description: 'ModuleConfig' })),
    modules: Type.Array(Type.Object({}, { additionalProperties: true, description: 'Module' })),
  }),
);

const testDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/test/data',
    { preHandler: requireUser, schema: { response: { 200: TestDataSchema, ...errors(401) } } },
    async (_request, reply) => {
      // Already serialised ModuleContent (see services/testDataCache.ts).
      return reply.type('application/json; charset=utf-8').send(await moduleContentJson(app.db));
    },
  );
};

export default testDataRoutes;
