// Mandatory 2FA for staff (setting staffMfaMandatory): an admin or manager without a second factor
// logs in with an e-mail code, and cannot switch the second factor off.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database, UserRow } from '../db/schema';
import { readSetting } from './config';
import { isStaff } from './roles';

export async function mfaMandatoryFor(
  db: Kysely<Database>,
  user: Pick<UserRow, 'mfa_mandatory' | 'roles' | 'managing_schools' | 'managing_locations'>,
): Promise<boolean> {
  if (user.mfa_mandatory) return true;
  if (!isStaff(user)) return false;
  return readSetting(db, 'staffMfaMandatory');
}
