// Builds the Account JSON (src/shared/api.ts) for a user row.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Account, MfaType } from '../../src/shared/api';
import type { Database, UserRow } from '../db/schema';
import { mfaMandatoryFor } from './mfaMandatory';
import { effectiveRoles } from './roles';

export async function buildAccount(db: Kysely<Database>, user: UserRow, imitating = false): Promise<Account> {
  const [school, finished, skipped] = await Promise.all([
    user.school_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom('schools').select('name').where('id', '=', user.school_id).executeTakeFirst(),
    db.selectFrom('tests').select('module_id').distinct().where('user_id', '=', user.id).orderBy('module_id').execute(),
    db.selectFrom('module_skips').select('module_id').where('user_id', '=', user.id).orderBy('module_id').execute(),
  ]);
  return {
    id: user.id,
    username: user.username,
    roles: effectiveRoles(user.roles),
    school: school ? { name: school.name } : null,
    mfaType: user.mfa_type as MfaType,
    mfaMandatory: await mfaMandatoryFor(db, user),
    hasGoogleAuthenticatorSecret: user.google_secret !== null,
    finishedModules: finished.map((r) => r.module_id),
    skippedModules: skipped.map((r) => r.module_id),
    managingSchools: user.managing_schools,
    managingLocations: user.managing_locations,
    imitate: user.imitate,
    imitating,
    lastLogin: user.last_login ? new Date(user.last_login).toISOString() : null,
    givenName: user.given_name,
    namePreposition: user.name_preposition,
    familyName: user.family_name,
  };
}
