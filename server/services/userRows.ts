// The users table as the student-facing routes read and change it (login, registration, passwords,
// 2-factor settings). The management API's user resource (GET/POST /api/user) is services/user.ts.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database, UserRow } from '../db/schema';
import type { MfaType } from '../../src/shared/api';

type Db = Kysely<Database>;

/** Usernames are e-mail addresses, stored trimmed and lowercased. */
export const normalUsername = (typed: string): string => typed.trim().toLowerCase();

export const findUserByUsername = (db: Db, username: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('username', '=', normalUsername(username)).executeTakeFirst();

export const findUserById = (db: Db, id: number): Promise<UserRow> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function setMfaType(db: Db, userId: number, type: MfaType): Promise<void> {
  await db.updateTable('users').set({ mfa_type: type }).where('id', '=', userId).execute();
}

export async function setGoogleSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db.updateTable('users').set({ google_secret: secret }).where('id', '=', userId).execute();
}
