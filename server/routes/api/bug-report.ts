// POST /api/bug-report {message, data} (anyone, also logged out: a login problem is worth a report;
// limited per student, or per address when logged out, with a ceiling a whole class stays under), GET /api/bug-report and GET /api/bug-report/{id} for admins only.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BugReportDetail, BugReportList, BugReportRequest, BugReportStored } from '../../../src/shared/bugReport';
import { tooManyRequests } from '../../plugins/app/accountLimits';
import { ADMINS } from '../../plugins/app/access';
import { errors, IdParam } from '../../schemas/common';
import { getBugReport, listBugReports, storeBugReport } from '../../services/bugReport';

/** The whole request; the selected state of one open module fits easily. */
export const MAX_BODY_BYTES = 256 * 1024;

const ListQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
  },
  { additionalProperties: false },
);

const bugReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Reading the reports: admins (and super admins) only.
  const admins = { access: { scope: ADMINS } };
  app.post(
    '/api/bug-report',
    {
      config: { access: 'public' },
      schema: { body: BugReportRequest, response: { 200: BugReportStored, ...errors(400, 403, 413, 429) } },
      bodyLimit: MAX_BODY_BYTES,
    },
    async (request, reply) => {
      // A session still waiting for its 2-factor code does not count as logged in.
      const user = request.session && !request.session.twoFactorPending ? request.user : null;
      const refusal = await app.limits.bugReport(user?.id ?? null, request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const id = await storeBugReport(app.db, user, {
        message: request.body.message,
        data: request.body.data,
        userAgent: request.headers['user-agent'] ?? null,
        imitating: (request.session?.imitatorId ?? null) !== null,
      });
      return { success: true, id };
    },
  );

  app.get(
    '/api/bug-report',
    {
      config: admins,
      schema: { querystring: ListQuery, response: { 200: BugReportList, ...errors(400, 401, 403) } },
    },
    async (request) => {
      const limit = Math.min(Number(request.query.limit ?? 50), 200);
      const page = Number(request.query.page ?? 1);
      return { items: await listBugReports(app.db, limit, (page - 1) * limit), page, limit };
    },
  );

  app.get(
    '/api/bug-report/:id',
    { config: admins, schema: { params: IdParam, response: { 200: BugReportDetail, ...errors(400, 401, 403, 404) } } },
    async (request, reply) => {
      const report = await getBugReport(app.db, Number(request.params.id));
      return report ?? reply.code(404).send({ error: 'not_found' });
    },
  );
};

export default bugReportRoutes;
