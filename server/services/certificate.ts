// The student's certificate: name, school, today's date and every module finished, with the date
// each was first finished, rendered as a PDF.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { SCHOOL_TIME_ZONE, formatDate } from '../../src/rules/format';
import type { Database, UserRow } from '../db/schema';
import { renderCertificatePdf } from '../pdf/certificatePdf';

export async function certificatePdf(db: Kysely<Database>, user: UserRow): Promise<Buffer> {
  const [school, finished] = await Promise.all([
    user.school_id === null
      ? undefined
      : db.selectFrom('schools').select('name').where('id', '=', user.school_id).executeTakeFirst(),
    db
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
  return renderCertificatePdf({
    name,
    school: school?.name ?? null,
    date: formatDate(new Date(), SCHOOL_TIME_ZONE),
    modules: finished.map((row) => ({
      title: row.title,
      date: formatDate(row.first_finished as Date | string, SCHOOL_TIME_ZONE),
    })),
  });
}
