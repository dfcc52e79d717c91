// Dashboards: GET /api/stats/dashboard/admin (admins), /school/{id} and /location/{id} (managers of
// it; another school's or location's id answers 404), and GET /api/stats/dashboard/filter-data (the
// filters' options within the caller's scope). All take the filters of StatsFilterQuery.
import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdParam } from '../../../../src/shared/management/common';
import { Dashboard, StatsFilterData, StatsFilterQuery } from '../../../../src/shared/management/stats';
import { answer } from '../../../http/reply';
import { ADMINS, ALL_MANAGERS, scopeFrom } from '../../../plugins/app/access';
import { READ_ERRORS } from '../../../schemas/management';
import { dashboard } from '../../../services/stats/dashboard';
import { statsFilterData } from '../../../services/stats/filterData';
import type { StatsCache } from '../../../services/stats/cache';

const statsDashboardRoutes: FastifyPluginAsyncTypebox<{ cache: StatsCache }> = async (app, { cache }) => {
  const managers = { access: { scope: ALL_MANAGERS } };
  const source = { db: app.db, statsDb: app.statsDb, cache };
  const response = { 200: Dashboard, ...READ_ERRORS };

  app.get(
    '/api/stats/dashboard/admin',
    { config: { access: { scope: ADMINS } }, schema: { querystring: StatsFilterQuery, response } },
    async (request, reply) =>
      answer(reply, await dashboard(source, scopeFrom(request), { kind: 'admin' }, request.query, new Date())),
  );
  // A school's and a location's dashboard differ only in whose: the scope check is the service's.
  const byId = { config: managers, schema: { params: IdParam, querystring: StatsFilterQuery, response } };
  const dashboardOf =
    (kind: 'school' | 'location') =>
    async (
      request: FastifyRequest<{ Params: Static<typeof IdParam>; Querystring: StatsFilterQuery }>,
      reply: FastifyReply,
    ) =>
      answer(
        reply,
        await dashboard(source, scopeFrom(request), { kind, id: Number(request.params.id) }, request.query, new Date()),
      );
  app.get('/api/stats/dashboard/school/:id', byId, dashboardOf('school'));
  app.get('/api/stats/dashboard/location/:id', byId, dashboardOf('location'));
  app.get(
    '/api/stats/dashboard/filter-data',
    { config: managers, schema: { response: { 200: StatsFilterData, ...READ_ERRORS } } },
    async (request) => statsFilterData(source, scopeFrom(request), new Date()),
  );
};

export default statsDashboardRoutes;
