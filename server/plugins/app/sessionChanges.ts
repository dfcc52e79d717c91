// Hears the lrc_sessions channel (migration 017) and drops what the session cache holds of a changed user,
// on every instance that shares the database (the listening itself: db/listenChannel.ts). While no
// connection listens, the cache is switched off: every request reads the database.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { listenChannel } from '../../db/listenChannel';
import type { SessionCache } from './sessionCache';

export const SESSION_CHANNEL = 'lrc_sessions';
/** How the listening connection is named in pg_stat_activity (an operator, or a test, can find it). */
export const SESSION_LISTENER_NAME = 'lrc-session-listener';

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
  const listener = await listenChannel(config, app.db, {
    channel: SESSION_CHANNEL,
    name: SESSION_LISTENER_NAME,
    heard: (payload) => cache.heard(payload),
    listening: (again) => {
      // Whatever was cached before this connection listened may have changed meanwhile.
      cache.clear();
      cache.setTrusted(true);
      if (again) app.log.info('listening for session changes again');
    },
    lost: (closing) => {
      if (cache.isTrusted && !closing) {
        app.log.warn('lost the connection that listens for session changes; sessions are read from the database');
      }
      cache.setTrusted(false);
    },
    failed: (err, first) => {
      if (first) app.log.warn({ err }, 'cannot listen for session changes; sessions are read from the database');
    },
  });
  app.addHook('onClose', async () => {
    cache.setTrusted(false);
    await listener?.close();
  });
  return { caughtUp: async () => void (await listener?.caughtUp()) };
}
