// Accounts (GET/POST /api/user...): the list holds every account in scope (the imitate page looks
// students up there too); create and edit are for staff; toggle-active, reset-mfa, delete and the
// confirmation mail work on any account in scope. Nobody raises an account above their own rights.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ListResult } from '../../src/shared/management/common';
import type { UserInput, StaffRole, UserDetail, UserItem, UserListQuery } from '../../src/shared/management/user';
import type { Database, UserRow } from '../db/schema';
import { json } from '../db/json';
import { queueActivationMail } from './activationMail';
import { eraseAccounts } from './erasure/eraseAccounts';
import { latestActivationMail } from './activationMailState';
import { type Actor, auditBy } from './auditWrite';
import { foldedLike, iso, listParams } from './listing';
import type { MailClaims, MailDeps } from './mail';
import { isUniqueViolation, ok, type Outcome, refuse } from './outcome';
import { effectiveRoles, kindOf } from './roles';
import {
  accountWhere,
  isAdminScope,
  kindRow,
  type Scope,
  schoolInScope,
  locationInScope,
  staffRow,
  studentRow,
} from './scope';

type Row = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'enabled'
  | 'roles'
  | 'managing_schools'
  | 'managing_locations'
  | 'given_name'
  | 'name_preposition'
  | 'family_name'
  | 'activated_at'
  | 'last_login'
  | 'mfa_type'
  | 'mfa_mandatory'
  | 'imitate'
  | 'school_id'
>;

const toItem = (r: Row): UserItem => ({
  id: r.id,
  username: r.username,
  enabled: r.enabled,
  kind: kindOf(r),
  givenName: r.given_name,
  namePreposition: r.name_preposition,
  familyName: r.family_name,
  activated: r.activated_at !== null,
  lastLogin: iso(r.last_login),
});

const toDetail = (r: Row): Omit<UserDetail, 'activationMail'> => ({
  ...toItem(r),
  roles: effectiveRoles(r.roles),
  mfaType: r.mfa_type,
  mfaMandatory: r.mfa_mandatory,
  imitate: r.imitate,
  managingSchools: r.managing_schools,
  managingLocations: r.managing_locations,
  schoolId: r.school_id,
});

const COLUMNS = [
  'id',
  'username',
  'enabled',
  'roles',
  'managing_schools',
  'managing_locations',
  'given_name',
  'name_preposition',
  'family_name',
  'activated_at',
  'last_login',
  'mfa_type',
  'mfa_mandatory',
  'imitate',
  'school_id',
] as const;

const SORT = {
  username: 'username',
  familyName: 'family_name',
  lastLogin: 'last_login',
  createdAt: 'created_at',
} as const;

export async function listUsers(
  db: Kysely<Database>,
  scope: Scope,
  query: UserListQuery,
): Promise<ListResult<UserItem>> {
  const p = listParams(query);
  let q = db.selectFrom('users').where(accountWhere(scope));
  if (query.kind === 'student') q = q.where(studentRow());
  else if (query.kind === 'staff') q = q.where(staffRow());
  // The schema admits the staff roles besides student and staff.
  else if (query.kind) q = q.where(kindRow(query.kind as StaffRole));
  if (query.schoolId) q = q.where('school_id', '=', Number(query.schoolId));
  if (p.pattern) {
    const pattern = p.pattern;
    q = q.where((eb) =>
      eb.or([
        foldedLike(eb, 'username_folded', pattern),
        foldedLike(eb, 'given_name_folded', pattern),
        foldedLike(eb, 'family_name_folded', pattern),
      ]),
    );
  }
  // One page and the count, both in the database (the list once read every account in scope and
  // sliced the page out: 30,000 rows for a page of 25).
  const [rows, count] = await Promise.all([
    q
      .select(COLUMNS)
      .orderBy(SORT[query.sort ?? 'username'], p.order)
      .orderBy('id')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toItem), total: Number(count.n), page: p.page, limit: p.limit };
}

async function findUser(db: Kysely<Database>, scope: Scope, id: number): Promise<Row | undefined> {
  return db.selectFrom('users').select(COLUMNS).where('id', '=', id).where(accountWhere(scope)).executeTakeFirst();
}

export async function getUser(db: Kysely<Database>, scope: Scope, id: number): Promise<Outcome<UserDetail>> {
  const row = await findUser(db, scope, id);
  if (!row) return refuse(404, 'user_not_found');
  const activationMail = row.activated_at === null ? await latestActivationMail(db, id) : null;
  return ok({ ...toDetail(row), activationMail });
}

/** Roles a caller may hand out: a super admin all, an admin up to admin, a school manager managers of their schools. */
function mayGrant(scope: Scope, role: StaffRole): boolean {
  if (scope.kind === 'superAdmin') return true;
  if (scope.kind === 'admin') return role !== 'superAdmin';
  if (scope.kind === 'schoolManager') return role === 'schoolManager' || role === 'locationManager';
  return false;
}

/** Checks the requested scope of a manager and turns the input into columns. */
async function userColumns(
  db: Kysely<Database>,
  scope: Scope,
  input: UserInput,
): Promise<Outcome<{ roles: string[]; schools: number[]; locations: number[]; schoolId: number | null }>> {
  if (!mayGrant(scope, input.role)) return refuse(403, 'role_not_allowed');
  const schools = input.role === 'schoolManager' ? input.managingSchools : [];
  const locations = input.role === 'locationManager' ? input.managingLocations : [];
  if (input.role === 'schoolManager' && schools.length === 0) return refuse(400, 'managing_schools_required');
  if (input.role === 'locationManager' && locations.length === 0) return refuse(400, 'managing_locations_required');
  let schoolId: number | null = null;
  for (const id of schools) if (!(await schoolInScope(db, scope, id))) return refuse(404, 'school_not_found');
  for (const id of locations) {
    const location = await locationInScope(db, scope, id);
    if (!location) return refuse(404, 'location_not_found');
    schoolId ??= location.school_id;
  }
  schoolId ??= schools[0] ?? null;
  const roles =
    input.role === 'superAdmin' ? ['ROLE_SUPER_ADMIN'] : input.role === 'admin' ? ['ROLE_ADMIN'] : ['ROLE_USER'];
  return ok({ roles, schools, locations, schoolId });
}

export async function createUser(
  deps: MailDeps,
  actor: Actor,
  scope: Scope,
  input: UserInput,
  publicUrl: string,
): Promise<Outcome<UserDetail>> {
  const columns = await userColumns(deps.db, scope, input);
  if (!columns.ok) return columns;
  const c = columns.value;
  const username = input.email.trim().toLowerCase();
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          username,
          password_hash: null,
          enabled: false,
          roles: json(c.roles),
          given_name: input.givenName.trim(),
          name_preposition: input.namePreposition?.trim() || null,
          family_name: input.familyName.trim(),
          school_id: c.schoolId,
          managing_schools: json(c.schools),
          managing_locations: json(c.locations),
          google_secret: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditBy(trx, actor, {
        action: 'user_create',
        entityType: 'user',
        entityId: row.id,
        schoolId: c.schoolId,
        subject: { id: row.id, username },
        detail: { ...input },
      });
      return row.id;
    });
    // A new account sets its own password through the activation mail.
    await queueActivationMail(deps, publicUrl, { id, username });
    return getUser(deps.db, scope, id);
  } catch (err) {
    if (isUniqueViolation(err)) return refuse(409, 'email_taken');
    throw err;
  }
}

export async function updateUser(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
  input: UserInput,
): Promise<Outcome<UserDetail>> {
  const current = await findUser(db, scope, id);
  if (!current || kindOf(current) === 'student') return refuse(404, 'user_not_found');
  if (!mayGrant(scope, kindOf(current) as StaffRole)) return refuse(403, 'role_not_allowed');
  if (id === scope.userId && input.role !== kindOf(current)) return refuse(400, 'cannot_change_self');
  const columns = await userColumns(db, scope, input);
  if (!columns.ok) return columns;
  const c = columns.value;
  // A school manager edits only the part of another manager's scope that lies in their own schools.
  const keepSchools = isAdminScope(scope) ? [] : current.managing_schools.filter((s) => !scope.schoolIds.includes(s));
  const keepLocations: number[] = [];
  if (!isAdminScope(scope))
    for (const l of current.managing_locations) if (!(await locationInScope(db, scope, l))) keepLocations.push(l);
  const username = input.email.trim().toLowerCase();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          username,
          roles: json(c.roles),
          given_name: input.givenName.trim(),
          name_preposition: input.namePreposition?.trim() || null,
          family_name: input.familyName.trim(),
          school_id: c.schoolId,
          managing_schools: json([...keepSchools, ...c.schools]),
          managing_locations: json([...keepLocations, ...c.locations]),
        })
        .where('id', '=', id)
        .execute();
      await auditBy(trx, actor, {
        action: 'user_update',
        entityType: 'user',
        entityId: id,
        schoolId: c.schoolId,
        subject: { id, username },
        detail: { before: toDetail(current), after: input },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return refuse(409, 'email_taken');
    throw err;
  }
  return getUser(db, scope, id);
}

/** Shared guard of the account actions: in scope, not above the caller, not the caller themself. */
async function actionTarget(db: Kysely<Database>, scope: Scope, id: number): Promise<Outcome<Row>> {
  const row = await findUser(db, scope, id);
  if (!row) return refuse(404, 'user_not_found');
  const kind = kindOf(row);
  if (kind !== 'student' && !mayGrant(scope, kind)) return refuse(403, 'role_not_allowed');
  if (id === scope.userId) return refuse(400, 'cannot_change_self');
  return ok(row);
}

export async function toggleActive(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
): Promise<Outcome<UserDetail>> {
  const target = await actionTarget(db, scope, id);
  if (!target.ok) return target;
  const enabled = !target.value.enabled;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ enabled }).where('id', '=', id).execute();
    if (!enabled) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await auditBy(trx, actor, {
      action: 'user_toggle_active',
      entityType: 'user',
      entityId: id,
      schoolId: target.value.school_id,
      subject: { id, username: target.value.username },
      detail: { enabled },
    });
  });
  return getUser(db, scope, id);
}

/** Back to no second factor (a lost phone); a mandatory-2FA account is asked for one at its next login. */
export async function resetMfa(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
): Promise<Outcome<UserDetail>> {
  const target = await actionTarget(db, scope, id);
  if (!target.ok) return target;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ mfa_type: 'none', google_secret: null, totp_last_step: null })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('mfa_codes').where('user_id', '=', id).execute();
    await auditBy(trx, actor, {
      action: 'user_reset_mfa',
      entityType: 'user',
      entityId: id,
      schoolId: target.value.school_id,
      subject: { id, username: target.value.username },
    });
  });
  return getUser(db, scope, id);
}

/** Erases the account everywhere in one transaction (see deleteStudent); the audit entry does not name it. */
export async function deleteUser(db: Kysely<Database>, actor: Actor, scope: Scope, id: number): Promise<Outcome<null>> {
  const target = await actionTarget(db, scope, id);
  if (!target.ok) return target;
  await db.transaction().execute(async (trx) => {
    await eraseAccounts(trx, [id]);
    await auditBy(trx, actor, {
      action: 'user_delete',
      entityType: 'user',
      entityId: null,
      schoolId: target.value.school_id,
      detail: { kind: kindOf(target.value) },
    });
  });
  return ok(null);
}

/** The activation ("confirmation") mail again, for an account that has not set its password yet. */
export async function sendConfirmation(
  deps: MailDeps & { limits: MailClaims },
  actor: Actor,
  scope: Scope,
  id: number,
  publicUrl: string,
): Promise<Outcome<{ success: true }>> {
  const target = await actionTarget(deps.db, scope, id);
  if (!target.ok) return target;
  if (target.value.activated_at !== null) return refuse(409, 'already_activated');
  if (await deps.limits.claimMail('activation', target.value.username))
    await queueActivationMail(deps, publicUrl, target.value);
  await auditBy(deps.db, actor, {
    action: 'user_send_confirmation',
    entityType: 'user',
    entityId: id,
    schoolId: target.value.school_id,
    subject: { id, username: target.value.username },
  });
  return ok({ success: true as const });
}
