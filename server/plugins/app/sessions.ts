// Database-backed sessions, shared by every app instance. The cookie carries a random 256-bit id;
// the table stores only its SHA-256, so a leaked table cannot be replayed. Sessions expire after
// SESSION_IDLE_MINUTES without requests and SESSION_ABSOLUTE_HOURS after login.
// While a super admin imitates someone, user_id is the imitated user and imitator_id the real one.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import { json } from '../../db/json';
import type { UserRow } from '../../db/schema';
import { cookieNames } from './cookieNames';

export { SESSION_COOKIE } from './cookieNames';
/** last_seen_at is written at most this often (or a tenth of the idle time if shorter), so reads don't each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionInfo {
  idHash: string;
  userId: number;
  twoFactorPending: boolean;
  /** The real user while imitating, else null. */
  imitatorId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
    /** The session's user, also while 2FA is pending (guards check session.twoFactorPending). */
    user: UserRow | null;
    /** While imitating: the real user behind the session (request.user is the imitated one). */
    imitator: UserRow | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Starts a new session for the user, deleting the request's old one (rotation on login). */
      start(request: FastifyRequest, reply: FastifyReply, userId: number, twoFactorPending: boolean): Promise<void>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Points the session at another user (imitation) or back at the real one (imitatorId null). */
      switchUser(request: FastifyRequest, userId: number, imitatorId: number | null): Promise<void>;
      /** Ends every session of a user except the request's own (after a password change). */
      endOthers(request: FastifyRequest, userId: number): Promise<void>;
    };
  }
}

const hashId = (id: string): string => createHash('sha256').update(id).digest('hex');

export function registerSessions(app: FastifyInstance, config: ServerConfig, clock: () => number = Date.now): void {
  const idleMs = config.sessionIdleMinutes * 60_000;
  const absoluteMs = config.sessionAbsoluteHours * 3_600_000;
  // last_seen_at may lag the last request by up to touchMs, so the idle check allows for that lag:
  // a session ends between idleMs and idleMs + touchMs after its last request, never earlier.
  const touchMs = Math.min(TOUCH_INTERVAL_MS, idleMs / 10);
  const SESSION_COOKIE = cookieNames(config.publicUrl.startsWith('https:')).session;
  // No maxAge/expires: a browser-session cookie, gone when the browser closes (a shared school PC
  // must not hand the next student this login); the server's idle and absolute limits still apply.
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
  };

  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('imitator', null);

  async function removeSession(idHash: string): Promise<void> {
    await app.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  }

  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw || !/^[A-Za-z0-9_-]{43}$/.test(raw)) return;
    const idHash = hashId(raw);
    const row = await app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.created_at as session_created',
        'sessions.last_seen_at',
        'sessions.two_factor_pending',
        'sessions.imitator_id',
      ])
      .where('sessions.id_hash', '=', idHash)
      .executeTakeFirst();
    if (!row) return;
    const now = clock();
    const lastSeen = new Date(row.last_seen_at).getTime();
    if (
      !row.enabled ||
      now - new Date(row.session_created).getTime() > absoluteMs ||
      now - lastSeen > idleMs + touchMs
    ) {
      await removeSession(idHash);
      return;
    }
    if (now - lastSeen >= touchMs) {
      await app.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now) })
        .where('id_hash', '=', idHash)
        .execute();
    }
    const { session_created: _c, last_seen_at: _l, two_factor_pending, imitator_id, ...user } = row;
    if (imitator_id !== null) {
      // An imitated session lives only as long as the real user may still log in.
      const imitator = await app.db.selectFrom('users').selectAll().where('id', '=', imitator_id).executeTakeFirst();
      if (!imitator || !imitator.enabled) {
        await removeSession(idHash);
        return;
      }
      request.imitator = imitator;
    }
    request.session = { idHash, userId: user.id, twoFactorPending: two_factor_pending, imitatorId: imitator_id };
    request.user = user;
  });

  app.decorate('sessions', {
    async start(request, reply, userId, twoFactorPending) {
      if (request.session) await removeSession(request.session.idHash);
      // Also clear any stale id the browser sent, and expired rows of anyone (cheap housekeeping).
      const sent = request.cookies[SESSION_COOKIE];
      if (sent) await removeSession(hashId(sent));
      const now = clock();
      await app.db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('created_at', '<', new Date(now - absoluteMs)),
            eb('last_seen_at', '<', new Date(now - idleMs - touchMs)),
          ]),
        )
        .execute();
      const id = randomBytes(32).toString('base64url');
      await app.db
        .insertInto('sessions')
        .values({
          id_hash: hashId(id),
          user_id: userId,
          two_factor_pending: twoFactorPending,
          data: json({}),
          created_at: new Date(now),
          last_seen_at: new Date(now),
        })
        .execute();
      reply.setCookie(SESSION_COOKIE, id, cookieOptions);
      request.session = { idHash: hashId(id), userId, twoFactorPending, imitatorId: null };
      request.imitator = null;
    },
    async switchUser(request, userId, imitatorId) {
      if (!request.session) throw new Error('switchUser needs a session');
      await app.db
        .updateTable('sessions')
        .set({ user_id: userId, imitator_id: imitatorId })
        .where('id_hash', '=', request.session.idHash)
        .execute();
      request.session = { ...request.session, userId, imitatorId };
    },
    async endOthers(request, userId) {
      let query = app.db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('imitator_id', '=', userId)]));
      if (request.session) query = query.where('id_hash', '!=', request.session.idHash);
      await query.execute();
    },
    async end(request, reply) {
      if (request.session) await removeSession(request.session.idHash);
      request.session = null;
      request.user = null;
      request.imitator = null;
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
  });
}

/** The check behind the access kind "user" (plugins/app/access.ts): a fully logged-in user. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.session || !request.user) return reply.code(401).send({ error: 'unauthorized' });
  if (request.session.twoFactorPending) return reply.code(401).send({ error: 'access_denied', '2fa_complete': false });
  return undefined;
}
