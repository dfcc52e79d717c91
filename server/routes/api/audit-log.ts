// GET /api/audit-log: super admins read who did what, as whom, when; list-filter-data feeds its filters.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditFilterData, AuditList, AuditListQuery } from '../../../src/shared/management/auditLog';
import { SUPER_ADMIN } from '../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { auditFilterData, listAuditLog } from '../../services/auditLog';
import { READ_ERRORS } from '../../schemas/management';

const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  app.get(
    '/api/audit-log',
    {
      config: { access: { scope: SUPER_ADMIN } },
      schema: { querystring: AuditListQuery, response: { 200: AuditList, ...READ_ERRORS } },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
  app.get(
    '/api/audit-log/list-filter-data',
    { config: { access: { scope: SUPER_ADMIN } }, schema: { response: { 200: AuditFilterData, ...READ_ERRORS } } },
    async () => auditFilterData(app.db),
  );
};

export default auditLogRoutes;
