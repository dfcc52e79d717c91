// Database-backed sessions, shared by every app instance. The cookie carries a random 256-bit id;
// the table stores only its SHA-256, so a leaked table cannot be replayed. Sessions expire after
// SESSION_IDLE_MINUTES without requests and SESSION_ABSOLUTE_HOURS after login.
// While a super admin imitates someone, user_id is the imitated user and imitator_id the real one.
// Looked-up sessions are kept in memory (sessionCache.ts) while every change to users and sessions is
// heard (sessionChanges.ts), so most requests cost no query for their session.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import { json } from '../../db/json';
import type { UserRow } from '../../db/schema';
import { cookieNames } from './cookieNames';
import { listenForSessionChanges } from './sessionChanges';
import { SessionCache, type CachedSession } from './sessionCache';

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
      /** Resolves once every committed change to users and sessions has reached this instance's cache. */
      caughtUp(): Promise<void>;
    };
    sessionCache: SessionCache;
  }
}

const hashId = (id: string): string => createHash('sha256').update(id).digest('hex');

export async function registerSessions(
  app: FastifyInstance,
  config: ServerConfig,
  clock: () => number = Date.now,
): Promise<void> {
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
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  const changes = await listenForSessionChanges(app, config, cache);

  async function removeSession(idHash: string): Promise<void> {
    cache.dropSession(idHash);
    await app.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  }

  /** The session and its user(s) from the database, or null when there is no such session. */
  async function readSession(idHash: string): Promise<CachedSession | null> {
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
    if (!row) return null;
    const { session_created, last_seen_at, two_factor_pending, imitator_id, ...user } = row;
    const imitator =
      imitator_id === null
        ? null
        : ((await app.db.selectFrom('users').selectAll().where('id', '=', imitator_id).executeTakeFirst()) ?? null);
    return {
      user,
      createdAt: new Date(session_created).getTime(),
      lastSeen: new Date(last_seen_at).getTime(),
      twoFactorPending: two_factor_pending,
      imitatorId: imitator_id,
      imitator,
    };
  }

  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw || !/^[A-Za-z0-9_-]{43}$/.test(raw)) return;
    const idHash = hashId(raw);
    const now = clock();
    let found = cache.get(idHash, now);
    if (!found) {
      // A change heard while the database answered may be newer than the answer: then it is not kept.
      const heardBefore = cache.changesHeard;
      const read = await readSession(idHash);
      if (!read) return;
      found = read;
      if (cache.changesHeard === heardBefore) cache.set(idHash, read, now);
    }
    if (
      !found.user.enabled ||
      // An imitated session lives only as long as the real user may still log in.
      (found.imitatorId !== null && !found.imitator?.enabled) ||
      now - found.createdAt > absoluteMs ||
      now - found.lastSeen > idleMs + touchMs
    ) {
      await removeSession(idHash);
      return;
    }
    if (now - found.lastSeen >= touchMs) {
      await app.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now) })
        .where('id_hash', '=', idHash)
        .execute();
      cache.touched(idHash, now);
    }
    // Copies: a handler may change its request's user, never the kept one.
    request.imitator = found.imitator ? { ...found.imitator } : null;
    request.session = {
      idHash,
      userId: found.user.id,
      twoFactorPending: found.twoFactorPending,
      imitatorId: found.imitatorId,
    };
    request.user = { ...found.user };
  });

  // A request that may have written answers only once this instance has heard what it changed.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await changes.caughtUp();
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
      cache.dropSession(request.session.idHash);
      await app.db
        .updateTable('sessions')
        .set({ user_id: userId, imitator_id: imitatorId })
        .where('id_hash', '=', request.session.idHash)
        .execute();
      request.session = { ...request.session, userId, imitatorId };
    },
    async endOthers(request, userId) {
      cache.dropUser(userId);
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
    caughtUp: () => changes.caughtUp(),
  });
}

/** The check behind the access kind "user" (plugins/app/access.ts): a fully logged-in user. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.session || !request.user) return reply.code(401).send({ error: 'unauthorized' });
  if (request.session.twoFactorPending) return reply.code(401).send({ error: 'access_denied', '2fa_complete': false });
  return undefined;
}
