// GET /api/test/data: every module with its topic, and the module configs (keyed by module name).
import type { FastifyPluginAsync } from 'fastify';
import type { TestData } from '../../src/shared/api';
import { requireUser } from '../plugins/sessions';
import { loadModules } from '../services/modules';

const testDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/test/data', { preHandler: requireUser }, async (): Promise<TestData> => {
    const stored = await loadModules(app.db);
    return { module_configs: stored.map((s) => s.config), modules: stored.map((s) => s.module) };
  });
};

export default testDataRoutes;
