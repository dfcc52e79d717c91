// Module statistics: GET /api/stats/modules/{id}/students | /year | /gender | /age | /norm (with the
// filters of StatsFilterQuery) and the school report GET /api/stats/modules/report (PDF). Every
// manager (their own schools or locations; admins all); students 403. Figures are protected on the
// server (docs/privacy.md, "Disclosure control"). The raw export routes are another file's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../../src/shared/management/common';
import { StatsFilterQuery, StatsReportQuery, StatsTable } from '../../../../src/shared/management/stats';
import { actorOf } from '../../../http/actor';
import { answer } from '../../../http/reply';
import { ALL_MANAGERS, scopeFrom } from '../../../plugins/app/access';
import { fileResponse } from '../../../schemas/common';
import { managementErrors, READ_ERRORS } from '../../../schemas/management';
import { moduleTable, type ModuleTableKind } from '../../../services/stats/modules';
import { schoolReport } from '../../../services/stats/report';
import type { StatsCache } from '../../../services/stats/cache';

const statsModuleRoutes: FastifyPluginAsyncTypebox<{ cache: StatsCache }> = async (app, { cache }) => {
  const config = { access: { scope: ALL_MANAGERS } };
  const schema = { params: IdParam, querystring: StatsFilterQuery, response: { 200: StatsTable, ...READ_ERRORS } };
  const source = { db: app.db, statsDb: app.statsDb, cache };
  const table =
    (kind: ModuleTableKind) =>
    async (
      request: { params: { id: string }; query: StatsFilterQuery } & Parameters<typeof scopeFrom>[0],
      reply: Parameters<typeof answer>[0],
    ) =>
      answer(
        reply,
        await moduleTable(source, scopeFrom(request), Number(request.params.id), kind, request.query, new Date()),
      );

  app.get('/api/stats/modules/:id/students', { config, schema }, table('students'));
  app.get('/api/stats/modules/:id/year', { config, schema }, table('year'));
  app.get('/api/stats/modules/:id/gender', { config, schema }, table('gender'));
  app.get('/api/stats/modules/:id/age', { config, schema }, table('age'));
  app.get('/api/stats/modules/:id/norm', { config, schema }, table('norm'));

  app.get(
    '/api/stats/modules/report',
    {
      config,
      schema: {
        querystring: StatsReportQuery,
        response: {
          200: fileResponse("A school's dashboard as a PDF report (one or two pages).", 'application/pdf'),
          ...managementErrors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const report = await schoolReport(source, scopeFrom(request), actorOf(request), request.query, new Date());
      if (!report.ok) return reply.code(report.status as 400 | 403 | 404).send({ error: report.error });
      const { pdf, schoolId, schoolYear } = report.value;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="schoolrapport-${schoolId}-${schoolYear}.pdf"`)
        .send(pdf);
    },
  );
};

export default statsModuleRoutes;
