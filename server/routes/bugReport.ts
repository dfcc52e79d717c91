// POST /api/bug-report {message, data} (anyone, also logged out: a login problem is worth a report;
// limited per student, or per address when logged out, with a ceiling a whole class stays under), GET /api/bug-report and GET /api/bug-report/{id} for admins only.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { BugReportRequest } from '../../src/shared/api';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { requireUser } from '../plugins/app/sessions';
import { getBugReport, isAdmin, listBugReports, storeBugReport } from '../services/bugReports';

export const MAX_MESSAGE_CHARS = 5_000;
/** The whole request; the selected state of one open module fits easily. */
export const MAX_BODY_BYTES = 256 * 1024;

const ReportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'data'],
  properties: {
    message: { type: 'string', minLength: 1, maxLength: MAX_MESSAGE_CHARS, pattern: '\\S' },
    data: { type: 'object' },
  },
} as const;

const ListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
  },
} as const;

// At most 9 digits: ids are PostgreSQL integers (≤ 2147483647); a longer one made the query fail with a 500.
const IdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const denied = await requireUser(request, reply);
  if (denied) return denied;
  if (!isAdmin(request.user!)) return reply.code(403).send({ error: 'forbidden' });
  return undefined;
}

const bugReportRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: BugReportRequest }>(
    '/api/bug-report',
    {
      schema: { body: ReportBody },
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

  app.get<{ Querystring: { page?: string; limit?: string } }>(
    '/api/bug-report',
    { preHandler: requireAdmin, schema: { querystring: ListQuery } },
    async (request) => {
      const limit = Math.min(Number(request.query.limit ?? 50), 200);
      const page = Number(request.query.page ?? 1);
      return { items: await listBugReports(app.db, limit, (page - 1) * limit), page, limit };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/bug-report/:id',
    { preHandler: requireAdmin, schema: { params: IdParams } },
    async (request, reply) => {
      const report = await getBugReport(app.db, Number(request.params.id));
      return report ?? reply.code(404).send({ error: 'not_found' });
    },
  );
};

export default bugReportRoutes;
