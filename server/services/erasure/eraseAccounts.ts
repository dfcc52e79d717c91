// Erasure that reaches everywhere (issue 21, docs/privacy.md): everything that names or links to an
// account goes in the caller's transaction, so an erasure is all or nothing. Called by the management
// deletes (a student, a staff member, a school's contract end), a confirmed erasure request (through
// deleteStudent) and the retention job.
//
// Before the account goes, its finished tests are kept for statistics as anonymous records
// (statistics/records.ts). Then, besides the account and what hangs on it by ON DELETE CASCADE (tests,
// skips, sessions, tokens, 2FA codes, Oorcheck sessions, own bug reports, activation mails, alert
// reads), the rows that only name the person by e-mail address or by id inside text are removed or
// cleaned: outbox mails to or about the address, import rows, other people's bug reports that show
// the account, alerts that name the address, rate-limit counters keyed by address or id, and the
// audit log (who was acted on, who acted, and the address or id inside an entry's detail).
//
// Files: the server keeps none per person in the data folder (result PDFs are rendered per request,
// bug reports hold no screenshot), so there is nothing to remove after the commit. Backups are the
// exception, documented in docs/privacy.md: they age out by their own rotation.
//
// The entry saying that an erasure happened (and by whom) is the caller's: see auditBy
// (management/auditWrite.ts) and the retention job. It must not name the erased person.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { json } from '../../db/json';
import { kysely } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { attemptRows } from '../stats/load';
import { lastPerStudent, toStatRecord } from '../stats/records';
import { scrubAuditEntry } from './scrubAudit';

export interface ErasureCounts {
  accounts: number;
  finishedTests: number;
  outboxMails: number;
  importRows: number;
  bugReports: number;
  alerts: number;
  limitCounters: number;
  auditEntriesScrubbed: number;
}

export const noErasure = (): ErasureCounts => ({
  accounts: 0,
  finishedTests: 0,
  outboxMails: 0,
  importRows: 0,
  bugReports: 0,
  alerts: 0,
  limitCounters: 0,
  auditEntriesScrubbed: 0,
});

export const addCounts = (a: ErasureCounts, b: ErasureCounts): ErasureCounts =>
  Object.fromEntries(
    Object.keys(a).map((k) => [k, a[k as keyof ErasureCounts] + b[k as keyof ErasureCounts]]),
  ) as unknown as ErasureCounts;

const affected = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint } | undefined): number =>
  Number(result?.numDeletedRows ?? result?.numUpdatedRows ?? 0);

/** Keeps the finished tests of these accounts as anonymous statistics records. */
async function keepAnonymousResults(trx: Kysely<Database>, ids: number[]): Promise<number> {
  // One record per student, module and school year (their last test), as statistics count them:
  // several attempts kept apart could later count one erased student as several.
  const attempts = await attemptRows(trx, ids);
  const records = lastPerStudent(attempts).map(toStatRecord);
  if (records.length === 0) return 0;
  await trx
    .insertInto('anonymous_results')
    .values(
      records.map((r) => ({
        school_id: r.schoolId,
        school_year: r.schoolYear,
        module_name: r.module,
        module_version: r.moduleVersion,
        age_band: r.ageBand,
        gender: r.gender,
        result: r.result,
        norm_ratings: json(r.normRatings),
      })),
    )
    .execute();
  return attempts.length;
}

/** The audit entries that mention one of these accounts, cleaned in place. */
async function scrubAudit(trx: Kysely<Database>, ids: number[], emails: string[]): Promise<number> {
  const { sql } = kysely();
  const rows = await trx
    .selectFrom('audit_log')
    .select([
      'id',
      'actor_id',
      'actor_username',
      'as_user_id',
      'as_username',
      'subject_id',
      'subject_username',
      'entity_type',
      'entity_id',
      'detail',
    ])
    .where((eb) =>
      eb.or([
        eb('actor_id', 'in', ids),
        eb('as_user_id', 'in', ids),
        eb('subject_id', 'in', ids),
        eb(eb.fn('lower', ['actor_username']), 'in', emails),
        eb(eb.fn('lower', ['as_username']), 'in', emails),
        eb(eb.fn('lower', ['subject_username']), 'in', emails),
        eb.and([eb('entity_type', 'in', ['student', 'user']), eb('entity_id', 'in', ids)]),
        // The address or the id inside the detail (bulk actions list ids; edits copy the fields).
        ...emails.map((e) => sql<boolean>`position(${e} in lower(detail::text)) > 0`),
        sql<boolean>`jsonb_typeof(detail->'ids') = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(detail->'ids') AS i(v) WHERE i.v IN (${sql.join(ids.map(String))}))`,
      ]),
    )
    .forUpdate()
    .execute();
  for (const row of rows) {
    const clean = scrubAuditEntry(row, ids, emails);
    await trx
      .updateTable('audit_log')
      .set({ ...clean, detail: json(clean.detail) })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

/**
 * Erases these accounts and everything that names or links to them, inside the caller's transaction.
 * Ids that are not (or no longer) there are skipped: erasing twice is erasing once.
 */
export async function eraseAccounts(trx: Kysely<Database>, userIds: number[]): Promise<ErasureCounts> {
  const counts = noErasure();
  if (userIds.length === 0) return counts;
  const { sql } = kysely();
  const users = await trx
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', userIds)
    .forUpdate()
    .execute();
  if (users.length === 0) return counts;
  const ids = users.map((u) => u.id);
  const emails = [...new Set(users.map((u) => u.username.toLowerCase()))];
  const mentions = (column: string) => emails.map((e) => sql<boolean>`position(${e} in lower(${sql.raw(column)})) > 0`);

  counts.finishedTests = await keepAnonymousResults(trx, ids);
  counts.auditEntriesScrubbed = await scrubAudit(trx, ids, emails);

  counts.outboxMails = affected(
    await trx
      .deleteFrom('mail_outbox')
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['to_address']), 'in', emails),
          ...mentions('subject'),
          ...mentions('text'),
          ...mentions("coalesce(html, '')"),
        ]),
      )
      .executeTakeFirst(),
  );
  counts.importRows = affected(
    await trx
      .deleteFrom('student_import_rows')
      .where((eb) =>
        eb.or([
          eb('user_id', 'in', ids),
          eb(eb.fn('lower', ['email']), 'in', emails),
          ...mentions("coalesce(cells::text, '')"),
        ]),
      )
      .executeTakeFirst(),
  );
  await trx
    .updateTable('student_imports')
    .set({ created_by_username: null })
    .where((eb) => eb(eb.fn('lower', ['created_by_username']), 'in', emails))
    .execute();
  // Own reports go with the account (CASCADE); these are other people's reports showing the account.
  const idTexts = ids.map(String);
  const reports = await sql<{ n: string | number }>`
    WITH gone AS (
      DELETE FROM bug_reports
      WHERE user_id IN (${sql.join(ids)})
        OR data #>> '{state,account,id}' IN (${sql.join(idTexts)})
        OR ${sql.join(mentions('data::text'), sql` OR `)}
      RETURNING 1
    ) SELECT count(*) AS n FROM gone`.execute(trx);
  counts.bugReports = Number(reports.rows[0]?.n ?? 0);
  counts.alerts = affected(
    await trx
      .deleteFrom('alerts')
      .where((eb) =>
        eb.or([
          ...mentions('header'),
          ...mentions('text'),
          ...mentions("coalesce(link, '')"),
          // An alert about an account links to its page (an open erasure request, a failed activation mail).
          eb(
            'link',
            'in',
            ids.flatMap((id) => [`/beheer/leerlingen/${id}`, `/beheer/medewerkers/${id}`]),
          ),
        ]),
      )
      .executeTakeFirst(),
  );
  // Keys as server/plugins/app/accountLimits.ts writes them: by address (login, mails) or by id.
  counts.limitCounters = affected(
    await trx
      .deleteFrom('limit_counters')
      .where((eb) =>
        eb.or([
          ...emails.flatMap((e) => [
            eb('key', 'in', [`fail:login-all:${e}`, `mail:reset:${e}`, `mail:activation:${e}`]),
            sql<boolean>`starts_with(key, ${`fail:login:${e}|`})`,
            sql<boolean>`starts_with(key, ${`known:${e}|`})`,
          ]),
          ...ids.flatMap((id) => [
            eb('key', '=', `bug:user:${id}`),
            sql<boolean>`starts_with(key, ${`fail:2fa:${id}|`})`,
          ]),
        ]),
      )
      .executeTakeFirst(),
  );
  counts.accounts = affected(await trx.deleteFrom('users').where('id', 'in', ids).executeTakeFirst());
  return counts;
}

/** One student (or any account) in its own transaction; null when there is no such account. */
export async function eraseStudent(db: Kysely<Database>, userId: number): Promise<ErasureCounts | null> {
  const counts = await db.transaction().execute((trx) => eraseAccounts(trx, [userId]));
  return counts.accounts === 0 ? null : counts;
}
