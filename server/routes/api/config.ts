// GET/POST /api/config, GET /api/config/{key}: settings (admins).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SettingKeyParam, Settings, SettingsUpdate } from '../../../src/shared/management/config';
import { ADMINS } from '../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { READ_ERRORS, WRITE_ERRORS } from '../../schemas/management';
import { readSetting, readSettings, writeSettings } from '../../services/config';
import { actorOf } from '../../http/actor';

/** One setting: its key and its value (the value's schema is the setting's own, see Settings). */
const SettingValue = Type.Object({
  key: SettingKeyParam.properties.key,
  value: Type.Union(Object.values(Settings.properties)),
});

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = { access: { scope: ADMINS } };
  app.get('/api/config', { config, schema: { response: { 200: Settings, ...READ_ERRORS } } }, async () =>
    readSettings(app.db),
  );
  app.post(
    '/api/config',
    { config, schema: { body: SettingsUpdate, response: { 200: Settings, ...WRITE_ERRORS } } },
    async (request) => writeSettings(app.db, actorOf(request), request.body),
  );
  app.get(
    '/api/config/:key',
    { config, schema: { params: SettingKeyParam, response: { 200: SettingValue, ...READ_ERRORS } } },
    async (request) => ({ key: request.params.key, value: await readSetting(app.db, request.params.key) }),
  );
};

export default configRoutes;
