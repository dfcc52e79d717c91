// GET /api/school-year: last, current and next school year with each school's approval.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SchoolYearList } from '../../../src/shared/management/schoolYear';
import { SCHOOL_MANAGERS, scopeFrom } from '../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { listSchoolYears } from '../../services/schoolYear';
import { READ_ERRORS } from '../../schemas/management';

const schoolYearRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  app.get(
    '/api/school-year',
    { config: { access: { scope: SCHOOL_MANAGERS } }, schema: { response: { 200: SchoolYearList, ...READ_ERRORS } } },
    async (request) => listSchoolYears(app.db, scopeFrom(request), new Date()),
  );
};

export default schoolYearRoutes;
