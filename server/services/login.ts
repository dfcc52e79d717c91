// Logging in: checking a password (POST /login) and starting the session after a proven password
// (POST /login, a reset or activation link), with the second factor it still needs.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '../../src/shared/api';
import type { Database, UserRow } from '../db/schema';
import { mfaMandatoryFor } from './mfaMandatory';
import { mfaCodeMail } from '../messages/mail';
import { issueEmailCode, MFA_CODE_MINUTES } from './mfa';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByUsername } from './userRows';

// Unknown users are checked against a dummy hash so they take as long as known ones
// (the response time does not reveal which addresses have an account).
let dummyHash: Promise<string> | null = null;

/** The enabled user whose password this is, or null (unknown, wrong password, disabled, empty). */
export async function authenticate(db: Kysely<Database>, username: string, password: string): Promise<UserRow | null> {
  const user = await findUserByUsername(db, username);
  dummyHash ??= hashPassword('dummy password for timing');
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
  return user && valid && user.enabled && password !== '' ? user : null;
}

/** Logs a user in after a proven password (login or a reset link): 2FA-pending when it has a second factor. */
export async function beginSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<LoginResponse> {
  const app = request.server;
  // An authenticator type without a secret cannot be used; email is the fallback then.
  // Staff under mandatory 2FA (config) without a second factor of their own get the e-mail code.
  const chosen = user.mfa_type === 'none' && (await mfaMandatoryFor(app.db, user)) ? 'email' : user.mfa_type;
  const type = chosen === 'google' && !user.google_secret ? 'email' : chosen;
  const pending = type !== 'none';
  await app.sessions.start(request, reply, user.id, pending);
  await app.db.updateTable('users').set({ last_login: new Date() }).where('id', '=', user.id).execute();
  if (type === 'email') {
    const code = await issueEmailCode(app.db, user.id);
    await app.mail.send(mfaCodeMail(user.username, code, MFA_CODE_MINUTES));
  }
  return {
    success: true,
    error: null,
    '2fa_complete': !pending,
    email_auth_enabled: type === 'email',
    google_authenticator_enabled: type === 'google',
  };
}
