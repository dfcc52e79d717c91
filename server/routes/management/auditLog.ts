// GET /api/audit-log: super admins read who did what, as whom, when; list-filter-data feeds its filters.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditFilterData, AuditList, AuditListQuery } from '../../../src/shared/management/auditLog';
import { requireScope, SUPER_ADMIN } from '../../plugins/managementScope';
import { auditFilterData, listAuditLog } from '../../services/auditLog';
import { READ_ERRORS } from '../../schemas/management';

const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/audit-log',
    {
      preHandler: requireScope(SUPER_ADMIN),
      schema: { querystring: AuditListQuery, response: { 200: AuditList, ...READ_ERRORS } },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
  app.get(
    '/api/audit-log/list-filter-data',
    { preHandler: requireScope(SUPER_ADMIN), schema: { response: { 200: AuditFilterData, ...READ_ERRORS } } },
    async () => auditFilterData(app.db),
  );
};

export default auditLogRoutes;
