// Imitation ("switch user"): who may imitate whom, starting and stopping it, and the audit trail
// of every request made while imitating (both the real and the imitated user are recorded).
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const ref = (user: UserRow) => ({ id: user.id, username: user.username });

export async function startImitation(
  app: FastifyInstance,
  request: FastifyRequest,
  username: string,
): Promise<ImitationError | null> {
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
        actor: ref(real),
        subject: target ? ref(target) : null,
        ip: request.ip,
      });
    return 'forbidden';
  }
  if (!target) return 'user_not_found';
  if (!target.enabled) return 'user_not_enabled';
  await app.sessions.switchUser(request, target.id, real.id);
  request.user = target;
  request.imitator = real;
  await audit(app.db, { action: 'imitation_start', actor: ref(real), subject: ref(target), ip: request.ip });
  return null;
}

export async function stopImitation(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const real = request.imitator;
  if (!real || !request.user) return;
  const imitated = request.user;
  await app.sessions.switchUser(request, real.id, null);
  request.user = real;
  request.imitator = null;
  await audit(app.db, { action: 'imitation_stop', actor: ref(real), subject: ref(imitated), ip: request.ip });
}

/** Every request answered while imitating goes into the audit log with both users. */
export function registerImitationAudit(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const real = request.imitator;
    const imitated = request.user;
    if (!real || !imitated) return;
    try {
      await audit(app.db, {
        action: 'imitated_request',
        actor: ref(real),
        subject: ref(imitated),
        detail: { method: request.method, url: request.url.split('?')[0], status: reply.statusCode },
        ip: request.ip,
      });
    } catch (err) {
      request.log.error({ err }, 'audit log write failed');
    }
  });
}
