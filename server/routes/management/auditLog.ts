// GET /api/audit-log: super admins read who did what, as whom, when.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditList, AuditListQuery } from '../../../src/shared/management/auditLog';
import { requireScope, SUPER_ADMIN } from '../../plugins/managementScope';
import { listAuditLog } from '../../services/management/auditLog';
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
};

export default auditLogRoutes;
