// Setting a password: a reset link asked for by mail, a reset or activation link used (which also
// logs in), and a logged-in user's change. Each records itself in the audit log.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '../../src/shared/api';
import type { ErrorCode } from '../../src/shared/errorCodes';
import type { UserRow } from '../db/schema';
import { audit } from './audit';
import { beginSession } from './login';
import { resetMail } from '../messages/mail';
import type { MailClaims, MailDeps } from './mail';
import { resolveFailedActivationMail } from './mailFailedAlert';
import { checkNewPassword } from './passwordRules';
import { hashPassword, verifyPassword } from './passwords';
import { consumeToken, createToken, findValidToken } from './tokens';
import { findUserById, findUserByUsername, setPasswordHash } from './userRows';

const RESET_VALID_HOURS = 2;

type Refused = { ok: false; error: ErrorCode };

/**
 * Mails a reset link to an active account. The same answer for unknown, inactive and active
 * accounts; a second request within the window (counted per address typed, known or not) is
 * refused with the seconds until the next may go.
 */
export async function requestReset(
  { db, mail, limits }: MailDeps & { limits: MailClaims },
  email: string,
  publicUrl: string,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  if (!(await limits.claimMail('reset', email)))
    return { ok: false, retryAfter: await limits.mailRetryAfter('reset', email) };
  const user = await findUserByUsername(db, email);
  if (!user || !user.enabled) return { ok: true };
  await db.transaction().execute(async (trx) => {
    const token = await createToken(trx, user.id, 'reset', RESET_VALID_HOURS * 3_600_000);
    await mail.send(resetMail(user.username, publicUrl, token, RESET_VALID_HOURS), trx);
  });
  mail.deliver();
  return { ok: true };
}

export interface SetPasswordInput {
  token: string;
  password: string;
  repeatPassword: string;
  enabled?: boolean;
}

/** A reset or activation link sets the password, ends the user's other sessions and logs in here. */
export async function setPasswordWithToken(
  request: FastifyRequest,
  reply: FastifyReply,
  input: SetPasswordInput,
  pwnedRangeUrl: string | null,
): Promise<{ ok: true; body: LoginResponse } | Refused> {
  const app = request.server;
  const password = input.password.trim(); // login trims too, so a set password must match it
  const found = await findValidToken(app.db, input.token);
  if (!found) {
    await app.limits.addressFailed(request.ip);
    return { ok: false, error: 'invalid_token' };
  }
  if (password !== input.repeatPassword.trim()) return { ok: false, error: 'passwords_dont_match' };
  const user = await findUserById(app.db, found.userId);
  const activating = found.purpose === 'activation';
  // A reset link does not activate an account (only the activation mail, which sends enabled=true, does).
  // Nor does it re-enable an account a manager switched off after it was activated once.
  if (!user.enabled && !(activating && input.enabled === true && user.activated_at === null))
    return { ok: false, error: 'user_not_enabled' };
  const ruleError = await checkNewPassword(password, activating ? null : user.password_hash, pwnedRangeUrl);
  if (ruleError) return { ok: false, error: ruleError };
  if (!(await consumeToken(app.db, found.id))) return { ok: false, error: 'invalid_token' };
  const passwordHash = await hashPassword(password);
  const updated = await app.db
    .updateTable('users')
    .set({ password_hash: passwordHash, enabled: true, ...(activating ? { activated_at: new Date() } : {}) })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await app.sessions.endOthers(request, user.id);
  if (activating) await resolveFailedActivationMail(app.db, user.id);
  await audit(app.db, {
    action: activating ? 'account_activated' : 'password_reset',
    actor: { id: user.id, username: user.username },
    ip: request.ip,
  });
  return { ok: true, body: await beginSession(request, reply, updated) };
}

/** The logged-in user's change: the current password proves it; other devices are logged out. */
export async function changePassword(
  request: FastifyRequest,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
  pwnedRangeUrl: string | null,
): Promise<{ ok: true } | Refused> {
  const app = request.server;
  const password = newPassword.trim();
  if (!(await verifyPassword(user.password_hash, currentPassword.trim())))
    return { ok: false, error: 'incorrect_password' };
  const ruleError = await checkNewPassword(password, user.password_hash, pwnedRangeUrl);
  if (ruleError) return { ok: false, error: ruleError };
  await setPasswordHash(app.db, user.id, await hashPassword(password));
  // Other devices logged in with the old password are logged out; this one stays.
  await app.sessions.endOthers(request, user.id);
  await audit(app.db, { action: 'password_changed', actor: { id: user.id, username: user.username }, ip: request.ip });
  return { ok: true };
}
