// GET/POST /api/config, GET /api/config/{key}: settings (admins).
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { SettingKeyParam, Settings, SettingsUpdate } from '../../../src/shared/management/config';
import { ADMINS, requireScope } from '../../plugins/managementScope';
import { readSetting, readSettings, writeSettings } from '../../services/management/settings';

const configRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireScope(ADMINS);
  app.get('/api/config', { preHandler, schema: { response: { 200: Settings } } }, async () => readSettings(app.db));
  app.post<{ Body: Static<typeof SettingsUpdate> }>(
    '/api/config',
    { preHandler, schema: { body: SettingsUpdate, response: { 200: Settings } } },
    async (request) => writeSettings(app.db, request, request.body),
  );
  app.get<{ Params: Static<typeof SettingKeyParam> }>(
    '/api/config/:key',
    { preHandler, schema: { params: SettingKeyParam } },
    async (request) => ({ key: request.params.key, value: await readSetting(app.db, request.params.key) }),
  );
};

export default configRoutes;
