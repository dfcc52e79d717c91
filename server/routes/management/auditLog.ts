// GET /api/audit-log: super admins read who did what, as whom, when.
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { AuditList, AuditListQuery } from '../../../src/shared/management/auditLog';
import { requireScope, SUPER_ADMIN } from '../../plugins/managementScope';
import { listAuditLog } from '../../services/management/auditLog';

const auditLogRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Static<typeof AuditListQuery> }>(
    '/api/audit-log',
    { preHandler: requireScope(SUPER_ADMIN), schema: { querystring: AuditListQuery, response: { 200: AuditList } } },
    async (request) => listAuditLog(app.db, request.query),
  );
};

export default auditLogRoutes;
