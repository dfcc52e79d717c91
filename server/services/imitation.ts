// Imitation ("switch user"): who may imitate whom, starting and stopping it, and the audit trail
// of every request made while imitating (both the real and the imitated user are recorded).
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { audit } from './audit';
import { isAdmin, isSuperAdmin } from './roles';

export type ImitationError = 'forbidden' | 'user_not_found' | 'user_not_enabled' | 'invalid_request';

/** Super admins and accounts with the imitate flag may imitate (docs/product.md §6). */
export const mayImitate = (user: UserRow): boolean => isSuperAdmin(user) || user.imitate;

/**
 * Never into a super admin; an imitator without super-admin rights also never into an admin
 * (that would be a way up in rights); never into oneself.
 */
export function mayImitateTarget(real: UserRow, target: UserRow): boolean {
  if (target.id === real.id || isSuperAdmin(target)) return false;
  return isSuperAdmin(real) || !isAdmin(target);
}

export const userRef = (user: UserRow) => ({ id: user.id, username: user.username });

/** Switches the request's session to another user; like a login it changes the session, so it takes the request. */
export async function startImitation(request: FastifyRequest, username: string): Promise<ImitationError | null> {
  const app = request.server;
  // While imitating, the real user decides (switching from one student to the next is allowed).
  const real = request.imitator ?? request.user;
  const target = await app.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!real || !mayImitate(real) || (target && !mayImitateTarget(real, target))) {
    // Refused attempts are worth a trace too: a student probing _switch_user is a signal.
    if (real)
      await audit(app.db, {
        action: 'imitation_denied',
        actor: userRef(real),
        subject: target ? userRef(target) : null,
        ip: request.ip,
      });
    return 'forbidden';
  }
  if (!target) return 'user_not_found';
  if (!target.enabled) return 'user_not_enabled';
  await app.sessions.switchUser(request, target.id, real.id);
  request.user = target;
  request.imitator = real;
  await audit(app.db, { action: 'imitation_start', actor: userRef(real), subject: userRef(target), ip: request.ip });
  return null;
}

export async function stopImitation(request: FastifyRequest): Promise<void> {
  const app = request.server;
  const real = request.imitator;
  if (!real || !request.user) return;
  const imitated = request.user;
  await app.sessions.switchUser(request, real.id, null);
  request.user = real;
  request.imitator = null;
  await audit(app.db, { action: 'imitation_stop', actor: userRef(real), subject: userRef(imitated), ip: request.ip });
}
