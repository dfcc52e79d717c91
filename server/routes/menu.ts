// GET /menu (footer links), GET /online (connectivity probe; never cached, the body is checked) and
// GET /ready (for load balancers and orchestrators: 503 while the database does not answer).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuItem } from '../../src/shared/api';
import { describes } from '../schemas/common';
import { databaseAnswers, listMenu } from '../services/menu';

const READY_TIMEOUT_MS = 3_000;

const Menu = describes<MenuItem[]>()(Type.Array(Type.Object({ label: Type.String(), uri: Type.String() })));
const Online = Type.Object({ online: Type.Boolean() });
const Ready = Type.Object({ ready: Type.Literal(true) });
// Not an ErrorBody: the probe's own shape, which orchestrators match on.
const NotReady = Type.Object({ ready: Type.Literal(false), error: Type.Literal('database_unavailable') });

const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/menu', { schema: { response: { 200: Menu } } }, async () => listMenu(app.db));

  app.get('/online', { schema: { response: { 200: Online } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { online: true };
  });

  app.get('/ready', { schema: { response: { 200: Ready, 503: NotReady } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await databaseAnswers(app.db, READY_TIMEOUT_MS);
      return { ready: true as const };
    } catch (err) {
      request.log.warn({ err }, 'not ready: database unreachable');
      return reply.code(503).send({ ready: false, error: 'database_unavailable' });
    }
  });
};

export default menuRoutes;
