// GET /api/portfolio/certificate: the logged-in student's certificate as a PDF (name, school,
// today's date, the modules finished with the date each was first finished).
import type { FastifyPluginAsync } from 'fastify';
import { formatDate } from '../../src/rules/format';
import { renderCertificatePdf } from '../pdf/certificatePdf';
import { requireUser } from '../plugins/app/sessions';

const certificateRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/portfolio/certificate', { preHandler: requireUser }, async (request, reply) => {
    const user = request.user!;
    const [school, finished] = await Promise.all([
      user.school_id === null
        ? undefined
        : app.db.selectFrom('schools').select('name').where('id', '=', user.school_id).executeTakeFirst(),
      app.db
        .selectFrom('tests')
        .innerJoin('modules', 'modules.id', 'tests.module_id')
        .select(['modules.title', 'modules.position', (eb) => eb.fn.min('tests.finished_at').as('first_finished')])
        .where('tests.user_id', '=', user.id)
        .groupBy(['modules.id', 'modules.title', 'modules.position'])
        .orderBy('first_finished')
        .execute(),
    ]);
    const name =
      [user.given_name, user.name_preposition, user.family_name].filter((part) => part && part.trim()).join(' ') ||
      user.username;
    const pdf = await renderCertificatePdf({
      name,
      school: school?.name ?? null,
      date: formatDate(new Date()),
      modules: finished.map((row) => ({ title: row.title, date: formatDate(row.first_finished as Date | string) })),
    });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', 'inline; filename="certificaat.pdf"')
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
};

export default certificateRoutes;
