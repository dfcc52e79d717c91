// Hears the lrc_content channel (migration 023), so the cache of GET /api/test/data
// (services/moduleContentCache.ts) trusts what it keeps until the content changes, on any instance.
// While no connection hears it, the cache checks a fingerprint of the content tables on every request,
// as before. A write this instance answers makes the next read check too: on PostgreSQL the notice of a
// commit may reach this process a moment after the writer has its answer.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { listenChannel } from '../../db/listenChannel';
import { contentMayHaveChanged, hearingContentChanges } from '../../services/moduleContentCache';

export const CONTENT_CHANNEL = 'lrc_content';
/**
 * A student's writes, which never touch a module, topic or medium: after them the next read needs no
 * check (under load every finish would otherwise cost the next read a query). Any other write counts
 * as a possible content change; a route missing here costs one query, never a stale answer.
 */
const LEAVES_CONTENT = new Set([
  '/login',
  '/2fa_check',
  '/logout',
  '/api/test/start-module',
  '/api/test/skip-module',
  '/api/test/finish',
  '/api/action-queue',
  '/api/oorcheck/start',
  '/api/oorcheck/session/:token/open',
  '/api/oorcheck/session/:token/begin',
  '/api/oorcheck/session/:token/answer',
]);

/** How the listening connection is named in pg_stat_activity. */
export const CONTENT_LISTENER_NAME = 'lrc-content-listener';

export async function listenForContentChanges(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const listener = await listenChannel(config, app.db, {
    channel: CONTENT_CHANNEL,
    name: CONTENT_LISTENER_NAME,
    heard: () => contentMayHaveChanged(app.db),
    listening: (again) => {
      hearingContentChanges(app.db, true);
      if (again) app.log.info('listening for content changes again');
    },
    lost: (closing) => {
      hearingContentChanges(app.db, false);
      if (!closing)
        app.log.warn('lost the connection that listens for content changes; the content is checked per read');
    },
    failed: (err, first) => {
      if (first) app.log.warn({ err }, 'cannot listen for content changes; the content is checked per read');
    },
  });
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!LEAVES_CONTENT.has(request.routeOptions.url ?? '')) contentMayHaveChanged(app.db);
  });
  app.addHook('onClose', async () => {
    hearingContentChanges(app.db, false);
    await listener?.close();
  });
}
