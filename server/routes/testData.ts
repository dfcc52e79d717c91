// GET /api/test/data: every module with its topic, and the module configs (keyed by module name).
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../plugins/app/sessions';
import { testDataJson } from '../services/testDataCache';

const testDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/test/data', { preHandler: requireUser }, async (_request, reply) => {
    // Already serialised TestData (see services/testDataCache.ts).
    return reply.type('application/json; charset=utf-8').send(await testDataJson(app.db));
  });
};

export default testDataRoutes;
