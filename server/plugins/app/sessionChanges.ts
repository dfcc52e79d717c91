// Hears the lrc_sessions channel (migration 017) and drops what the session cache holds of a changed user,
// on every instance that shares the database. On PostgreSQL a connection of its own LISTENs; when it is
// lost, the cache is switched off (every request reads the database) until a new one listens again. On
// PGlite (one process) its own listen() delivers the notifications as the writing statement commits.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { pgliteOf } from '../../db/connect';
import type { SessionCache } from './sessionCache';

export const SESSION_CHANNEL = 'lrc_sessions';
/** How the listening connection is named in pg_stat_activity (an operator, or a test, can find it). */
export const SESSION_LISTENER_NAME = 'lrc-session-listener';
const RETRY_MS = [100, 500, 1_000, 5_000];

export interface SessionChanges {
  /**
   * Resolves once every change committed before the call has reached the cache. A request that wrote
   * waits for it before answering, so the next request of the same client, on this instance, already
   * sees a logout, a switched-off account or a changed role.
   */
  caughtUp(): Promise<void>;
}

export async function listenForSessionChanges(
  app: FastifyInstance,
  config: ServerConfig,
  cache: SessionCache,
): Promise<SessionChanges> {
  const pglite = pgliteOf(app.db);
  if (pglite) {
    const unlisten = await pglite.listen(SESSION_CHANNEL, (payload) => cache.heard(payload));
    cache.setTrusted(true);
    app.addHook('onClose', async () => {
      cache.setTrusted(false);
      await unlisten();
    });
    return { caughtUp: async () => undefined };
  }

  const { Client } = await import('pg');
  type PgClient = InstanceType<typeof Client>;
  let client: PgClient | null = null;
  let closing = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const lost = (broken: PgClient) => {
    if (client !== broken) return;
    client = null;
    if (cache.isTrusted && !closing) {
      app.log.warn('lost the connection that listens for session changes; sessions are read from the database');
    }
    cache.setTrusted(false);
    broken.end().catch(() => undefined);
    if (closing) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(() => void connect(), wait);
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    const next = new Client({
      connectionString: config.databaseUrl ?? undefined,
      application_name: SESSION_LISTENER_NAME,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) cache.heard(message.payload ?? '*');
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANNEL}`);
      // Whatever was cached before this connection listened may have changed meanwhile.
      cache.clear();
      cache.setTrusted(true);
      if (attempt > 0) app.log.info('listening for session changes again');
      attempt = 0;
    } catch (err) {
      if (attempt === 0)
        app.log.warn({ err }, 'cannot listen for session changes; sessions are read from the database');
      lost(next);
    }
  }

  await connect();
  app.addHook('onClose', async () => {
    closing = true;
    if (retryTimer) clearTimeout(retryTimer);
    cache.setTrusted(false);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  });

  return {
    async caughtUp() {
      const current = client;
      if (!current) return;
      // PostgreSQL sends a listening connection the notifications committed before a query on it
      // ahead of that query's answer.
      try {
        await current.query('SELECT 1');
      } catch {
        lost(current);
      }
    },
  };
}
