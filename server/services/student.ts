// Students: list (paged, sorted, filtered on the server), filter data, read, edit, delete and the
// activation mail, every query narrowed by the caller's scope.
import type { Kysely, OrderByItemBuilder } from 'kysely' with { 'resolution-mode': 'import' };
import type { ListResult } from '../../src/shared/management/common';
import type {
  Student,
  StudentDetail,
  StudentFilterData,
  StudentListQuery,
  StudentUpdate,
} from '../../src/shared/management/student';
import { LEVELS } from '../../src/shared/management/limits';
import type { Database } from '../db/schema';
import { queueActivationMail } from './activationMail';
import { eraseAccounts } from './erasure/eraseAccounts';
import { latestActivationMail } from './activationMailState';
import { type Actor, auditBy } from './auditWrite';
import { boolParam, foldedLike, iso, listParams } from './listing';
import type { MailClaims, MailDeps } from './mail';
import { isUniqueViolation, ok, type Outcome, refuse } from './outcome';
import {
  locationInScope,
  locationWhere,
  type Scope,
  schoolInScope,
  schoolWhere,
  studentRow,
  studentWhere,
} from './scope';

function studentQuery(db: Kysely<Database>, scope: Scope) {
  return db
    .selectFrom('users')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .leftJoin('school_locations', 'school_locations.id', 'users.location_id')
    .where(studentRow())
    .where(studentWhere(scope))
    .select([
      'users.id',
      'users.username',
      'users.given_name',
      'users.name_preposition',
      'users.family_name',
      'users.school_id',
      'schools.name as school_name',
      'users.location_id',
      'school_locations.name as location_name',
      'users.class_name',
      'users.study_year',
      'users.level',
      'users.enabled',
      'users.activated_at',
      'users.last_login',
      'users.created_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof studentQuery>['executeTakeFirstOrThrow']>>;
const toStudent = (r: Row): Student => ({
  id: r.id,
  email: r.username,
  givenName: r.given_name,
  namePreposition: r.name_preposition,
  familyName: r.family_name,
  schoolId: r.school_id,
  schoolName: r.school_name,
  locationId: r.location_id,
  locationName: r.location_name,
  className: r.class_name,
  studyYear: r.study_year,
  level: r.level,
  enabled: r.enabled,
  activated: r.activated_at !== null,
  lastLogin: iso(r.last_login),
  createdAt: iso(r.created_at)!,
});

const SORT = {
  familyName: 'users.family_name',
  givenName: 'users.given_name',
  email: 'users.username',
  className: 'users.class_name',
  studyYear: 'users.study_year',
  level: 'users.level',
  lastLogin: 'users.last_login',
  createdAt: 'users.created_at',
} as const;

export async function listStudents(
  db: Kysely<Database>,
  scope: Scope,
  query: StudentListQuery,
): Promise<ListResult<Student>> {
  const p = listParams(query);
  // Every filter is on users' own columns: the students that match are found, sorted and paged in
  // users alone, and only the page's rows are joined to their school and location (joining every
  // match before the LIMIT cost a third of a page of 30,000 students).
  let matching = db.selectFrom('users').where(studentRow()).where(studentWhere(scope));
  if (query.schoolId) matching = matching.where('users.school_id', '=', Number(query.schoolId));
  if (query.locationId) matching = matching.where('users.location_id', '=', Number(query.locationId));
  if (query.className) matching = matching.where('users.class_name', '=', query.className);
  if (query.studyYear) matching = matching.where('users.study_year', '=', Number(query.studyYear));
  if (query.level) matching = matching.where('users.level', '=', query.level);
  const enabled = boolParam(query.enabled);
  if (enabled !== undefined) matching = matching.where('users.enabled', '=', enabled);
  const activated = boolParam(query.activated);
  if (activated !== undefined) matching = matching.where('users.activated_at', activated ? 'is not' : 'is', null);
  if (p.pattern) {
    const pattern = p.pattern;
    matching = matching.where((eb) =>
      eb.or([
        foldedLike(eb, 'users.username_folded', pattern),
        foldedLike(eb, 'users.given_name_folded', pattern),
        foldedLike(eb, 'users.family_name_folded', pattern),
      ]),
    );
  }
  const sort = SORT[query.sort ?? 'familyName'];
  const direction = (ob: OrderByItemBuilder) => (p.order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast());
  const page = matching.select('users.id').orderBy(sort, direction).orderBy('users.id').limit(p.limit).offset(p.offset);
  const [rows, count] = await Promise.all([
    studentQuery(db, scope).where('users.id', 'in', page).orderBy(sort, direction).orderBy('users.id').execute(),
    matching.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toStudent), total: Number(count.n), page: p.page, limit: p.limit };
}

export async function studentFilterData(db: Kysely<Database>, scope: Scope): Promise<StudentFilterData> {
  const [schools, locations, classes, years] = await Promise.all([
    db
      .selectFrom('schools')
      .select(['id', 'name'])
      .where((eb) =>
        eb.or([
          schoolWhere(scope)(eb),
          eb('id', 'in', eb.selectFrom('school_locations').select('school_id').where(locationWhere(scope))),
        ]),
      )
      .orderBy('name')
      .execute(),
    db
      .selectFrom('school_locations')
      .select(['id', 'name', 'school_id'])
      .where(locationWhere(scope))
      .orderBy('name')
      .execute(),
    studentQuery(db, scope)
      .clearSelect()
      .select('users.class_name')
      .distinct()
      .where('users.class_name', 'is not', null)
      .orderBy('users.class_name')
      .execute(),
    studentQuery(db, scope)
      .clearSelect()
      .select('users.study_year')
      .distinct()
      .where('users.study_year', 'is not', null)
      .orderBy('users.study_year')
      .execute(),
  ]);
  return {
    schools: schools.map((s) => ({ value: s.id, label: s.name })),
    locations: locations.map((l) => ({ value: l.id, label: l.name, schoolId: l.school_id })),
    classes: classes.map((c) => ({ value: c.class_name!, label: c.class_name! })),
    studyYears: years.map((y) => ({ value: y.study_year!, label: `Leerjaar ${y.study_year}` })),
    levels: LEVELS.map((l) => ({ value: l, label: l })),
  };
}

export async function getStudent(db: Kysely<Database>, scope: Scope, id: number): Promise<Outcome<Student>> {
  const row = await studentQuery(db, scope).where('users.id', '=', id).executeTakeFirst();
  return row ? ok(toStudent(row)) : refuse(404, 'student_not_found');
}

/** A student's page: the list's fields, and what became of the activation mail while not activated. */
export async function readStudent(db: Kysely<Database>, scope: Scope, id: number): Promise<Outcome<StudentDetail>> {
  const student = await getStudent(db, scope, id);
  if (!student.ok) return student;
  const activationMail = student.value.activated ? null : await latestActivationMail(db, id);
  return ok({ ...student.value, activationMail });
}

export async function updateStudent(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
  input: StudentUpdate,
): Promise<Outcome<StudentDetail>> {
  const current = await getStudent(db, scope, id);
  if (!current.ok) return current;
  // The new place must be in the caller's scope too (a manager cannot hand a student to another school).
  if (scope.kind === 'locationManager') {
    if (input.schoolId !== current.value.schoolId) return refuse(404, 'school_not_found');
    if (input.locationId === null) return refuse(400, 'location_required');
  } else if (!(await schoolInScope(db, scope, input.schoolId))) return refuse(404, 'school_not_found');
  if (input.locationId !== null) {
    const location = await locationInScope(db, scope, input.locationId);
    if (!location || location.school_id !== input.schoolId) return refuse(404, 'location_not_found');
  }
  const values = {
    username: input.email.trim().toLowerCase(),
    given_name: input.givenName.trim(),
    name_preposition: input.namePreposition?.trim() || null,
    family_name: input.familyName.trim(),
    school_id: input.schoolId,
    location_id: input.locationId,
    class_name: input.className?.trim() || null,
    study_year: input.studyYear,
    level: input.level,
    enabled: input.enabled,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(values).where('id', '=', id).execute();
      // A switched-off account is logged out everywhere at once.
      if (!input.enabled) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      await auditBy(trx, actor, {
        action: 'student_update',
        entityType: 'student',
        entityId: id,
        schoolId: input.schoolId,
        subject: { id, username: values.username },
        detail: { before: { ...current.value, lastLogin: undefined, createdAt: undefined }, after: input },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return refuse(409, 'email_taken');
    throw err;
  }
  return readStudent(db, scope, id);
}

/**
 * Erases the student everywhere, in one transaction (services/erasure: the account and every row that
 * names or links to it; finished tests stay in the statistics only as anonymous records). The audit
 * entry says that a student of this school was deleted and by whom, not who.
 */
export async function deleteStudent(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
): Promise<Outcome<null>> {
  return db.transaction().execute(async (trx) => {
    const student = await studentQuery(trx, scope).where('users.id', '=', id).forUpdate('users').executeTakeFirst();
    if (!student) return refuse(404, 'student_not_found');
    await eraseAccounts(trx, [id]);
    await auditBy(trx, actor, {
      action: 'student_delete',
      entityType: 'student',
      entityId: null,
      schoolId: student.school_id,
    });
    return ok(null);
  });
}

/** Activation mails for the chosen students that are not activated yet (one per student per mail window). */
export async function sendActivationMails(
  deps: MailDeps & { limits: MailClaims },
  actor: Actor,
  scope: Scope,
  ids: number[],
  publicUrl: string,
): Promise<Outcome<{ queued: number; skipped: number }>> {
  const students = await studentQuery(deps.db, scope).where('users.id', 'in', ids).execute();
  // Any id the caller cannot see makes the whole request "not found": no partial sends.
  if (students.length !== ids.length) return refuse(404, 'student_not_found');
  let queued = 0;
  for (const s of students) {
    if (s.activated_at !== null || !(await deps.limits.claimMail('activation', s.username))) continue;
    await queueActivationMail(deps, publicUrl, { id: s.id, username: s.username });
    queued++;
  }
  await auditBy(deps.db, actor, {
    action: 'student_send_activation',
    entityType: 'student',
    entityId: ids.length === 1 ? ids[0] : null,
    detail: { ids, queued },
  });
  return ok({ queued, skipped: ids.length - queued });
}
