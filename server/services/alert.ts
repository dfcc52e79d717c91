// Alerts: raised by what needs a manager (a school year not yet approved, an import with rows in
// error), listed per caller's scope, read/unread per user. Admin-only alerts have no school.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Alert, AlertListQuery } from '../../src/shared/management/alert';
import { schoolYearLabel, schoolYearOf } from '../../src/shared/management/schoolYear';
import type { Database } from '../db/schema';
import { boolParam, iso, listParams, searchLike } from './listing';
import { ok, type Outcome, refuse } from './outcome';
import { isAdminScope, locationWhere, type Scope, schoolWhere } from './scope';

export interface NewAlert {
  type: string;
  schoolId: number | null;
  locationId?: number | null;
  header: string;
  text: string;
  link?: string | null;
  /** The same situation raises one alert (e.g. `import:12`). */
  dedupeKey: string;
}

/** For other services (the import: rows left in error). Raising an existing alert again changes nothing. */
export async function raiseAlert(db: Kysely<Database>, alert: NewAlert): Promise<void> {
  await db
    .insertInto('alerts')
    .values({
      type: alert.type,
      school_id: alert.schoolId,
      location_id: alert.locationId ?? null,
      header: alert.header,
      text: alert.text,
      link: alert.link ?? null,
      dedupe_key: alert.dedupeKey,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

export async function resolveAlert(db: Kysely<Database>, dedupeKey: string): Promise<void> {
  await db.deleteFrom('alerts').where('dedupe_key', '=', dedupeKey).execute();
}

/** Active schools in scope without approval of the current school year get an alert (idempotent). */
async function raiseSchoolYearAlerts(db: Kysely<Database>, scope: Scope, now: Date): Promise<void> {
  const year = schoolYearOf(now);
  const missing = await db
    .selectFrom('schools')
    .select(['id', 'name'])
    .where(schoolWhere(scope))
    .where('active', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('school_year_approvals')
            .select('school_id')
            .whereRef('school_year_approvals.school_id', '=', 'schools.id')
            .where('start_year', '=', year),
        ),
      ),
    )
    .execute();
  for (const s of missing)
    await raiseAlert(db, {
      type: 'school_year_approval',
      schoolId: s.id,
      header: `Schooljaar ${schoolYearLabel(year)} goedkeuren`,
      text: `Controleer de leerlingen van ${s.name} voor schooljaar ${schoolYearLabel(year)} en keur het schooljaar goed.`,
      // The school's page holds its school years (there is no page of school years of its own).
      link: `/beheer/scholen/${s.id}`,
      dedupeKey: `school-year:${year}:${s.id}`,
    });
}

function alertQuery(db: Kysely<Database>, scope: Scope, userId: number) {
  return db
    .selectFrom('alerts')
    .leftJoin('schools', 'schools.id', 'alerts.school_id')
    .leftJoin('alert_reads', (join) =>
      join.onRef('alert_reads.alert_id', '=', 'alerts.id').on('alert_reads.user_id', '=', userId),
    )
    .where((eb) => {
      if (isAdminScope(scope)) return eb.lit(true);
      const inSchools = eb('alerts.school_id', 'in', eb.selectFrom('schools').select('id').where(schoolWhere(scope)));
      const inLocations = eb(
        'alerts.location_id',
        'in',
        eb.selectFrom('school_locations').select('id').where(locationWhere(scope)),
      );
      // A location manager sees alerts of their locations only, not school-wide ones.
      return scope.kind === 'locationManager' ? inLocations : eb.or([inSchools, inLocations]);
    })
    .select([
      'alerts.id',
      'alerts.type',
      'alerts.header',
      'alerts.text',
      'alerts.link',
      'alerts.school_id',
      'schools.name as school_name',
      'alerts.created_at',
      'alert_reads.read_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof alertQuery>['executeTakeFirstOrThrow']>>;
const toAlert = (r: Row): Alert => ({
  id: r.id,
  type: r.type,
  header: r.header,
  text: r.text,
  link: r.link,
  schoolId: r.school_id,
  schoolName: r.school_name,
  createdAt: iso(r.created_at)!,
  read: r.read_at !== null,
});

export async function listAlerts(db: Kysely<Database>, scope: Scope, query: AlertListQuery, now: Date) {
  await raiseSchoolYearAlerts(db, scope, now);
  const p = listParams(query);
  const all = alertQuery(db, scope, scope.userId);
  let q = all;
  const read = boolParam(query.read);
  if (read !== undefined) q = q.where('alert_reads.read_at', read ? 'is not' : 'is', null);
  if (p.pattern) {
    const pattern = p.pattern;
    q = q.where((eb) => eb.or([searchLike(eb, 'alerts.header', pattern), searchLike(eb, 'alerts.text', pattern)]));
  }
  const [rows, count, unread] = await Promise.all([
    q
      .orderBy('alerts.created_at', p.order === 'asc' ? 'asc' : 'desc')
      .orderBy('alerts.id', 'desc')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    all
      .clearSelect()
      .where('alert_reads.read_at', 'is', null)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAlert), total: Number(count.n), page: p.page, limit: p.limit, unread: Number(unread.n) };
}

export async function getAlert(db: Kysely<Database>, scope: Scope, id: number): Promise<Outcome<Alert>> {
  const row = await alertQuery(db, scope, scope.userId).where('alerts.id', '=', id).executeTakeFirst();
  return row ? ok(toAlert(row)) : refuse(404, 'alert_not_found');
}

/** Read state is the caller's own (not audited: it changes nothing for anyone else). */
export async function markAlert(
  db: Kysely<Database>,
  scope: Scope,
  id: number,
  read: boolean,
): Promise<Outcome<Alert>> {
  const found = await getAlert(db, scope, id);
  if (!found.ok) return found;
  if (read)
    await db
      .insertInto('alert_reads')
      .values({ alert_id: id, user_id: scope.userId })
      .onConflict((oc) => oc.columns(['alert_id', 'user_id']).doNothing())
      .execute();
  else await db.deleteFrom('alert_reads').where('alert_id', '=', id).where('user_id', '=', scope.userId).execute();
  return getAlert(db, scope, id);
}
