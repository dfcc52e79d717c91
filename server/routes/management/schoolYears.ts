// GET /api/school-year: last, current and next school year with each school's approval.
import type { FastifyPluginAsync } from 'fastify';
import { SchoolYearList } from '../../../src/shared/management/schoolYears';
import { requireScope, SCHOOL_MANAGERS, scopeFrom } from '../../plugins/managementScope';
import { listSchoolYears } from '../../services/management/schoolYears';

const schoolYearRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/school-year',
    { preHandler: requireScope(SCHOOL_MANAGERS), schema: { response: { 200: SchoolYearList } } },
    async (request) => listSchoolYears(app.db, scopeFrom(request), new Date()),
  );
};

export default schoolYearRoutes;
