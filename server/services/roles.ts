// What an account is, from its stored roles and what it manages: the one place that reads roles.
// A leaf on purpose (it imports types only), so every service and plugin can ask "is this an admin?"
// without pulling in the services that build accounts, lists or mails.
import type { Role } from '../../src/shared/api';
import type { AccountKind } from '../../src/shared/management/user';
import type { UserRow } from '../db/schema';

type RoleColumns = Pick<UserRow, 'roles' | 'managing_schools' | 'managing_locations'>;

/** Stored roles plus the implied ones: everyone is ROLE_USER, a super admin is also ROLE_ADMIN. */
export function effectiveRoles(stored: string[]): Role[] {
  const roles = new Set<Role>(
    stored.filter((r): r is Role => ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'].includes(r)),
  );
  roles.add('ROLE_USER');
  if (roles.has('ROLE_SUPER_ADMIN')) roles.add('ROLE_ADMIN');
  return [...roles];
}

/** An admin or a super admin. */
export const isAdmin = (user: Pick<UserRow, 'roles'>): boolean => effectiveRoles(user.roles).includes('ROLE_ADMIN');

export const isSuperAdmin = (user: Pick<UserRow, 'roles'>): boolean =>
  effectiveRoles(user.roles).includes('ROLE_SUPER_ADMIN');

/** The highest thing an account is; an account that is no admin and manages nothing is a student. */
export function kindOf(row: RoleColumns): AccountKind {
  if (isSuperAdmin(row)) return 'superAdmin';
  if (isAdmin(row)) return 'admin';
  if (row.managing_schools.length > 0) return 'schoolManager';
  if (row.managing_locations.length > 0) return 'locationManager';
  return 'student';
}

/** Staff: an admin or a manager of a school or location (managed on the user pages, not as a student). */
export const isStaff = (row: RoleColumns): boolean => kindOf(row) !== 'student';
