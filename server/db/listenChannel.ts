// Hears one NOTIFY channel of the main database, for a cache that must forget what changed on every
// instance (the session cache: lrc_sessions; the statistics cache: lrc_stats). On PostgreSQL a
// connection of its own LISTENs under a name of its own in pg_stat_activity; when it is lost, the
// owner is told (and keeps nothing) and a new one is opened after a growing pause. On PGlite (one
// process) its own listen() delivers a notice as the writing statement commits.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ServerConfig } from '../config';
import { pgliteOf } from './connect';
import type { Database } from './schema';

const RETRY_MS = [100, 500, 1_000, 5_000];

export interface ChannelListener {
  /**
   * Resolves once every notice committed before the call has been heard: true, or false when no
   * connection listens (then nothing may be trusted).
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  /** application_name of the PostgreSQL connection. */
  name: string;
  heard: (payload: string) => void;
  /** A connection listens (again: `again`); whatever was kept before may have changed meanwhile. */
  listening: (again: boolean) => void;
  /** The connection was lost (`closing`: because the app closes). */
  lost: (closing: boolean) => void;
  /** Opening a connection failed (`first`: not a retry after a loss). */
  failed?: (err: unknown, first: boolean) => void;
}

/** Null when there is nothing to listen to (PostgreSQL without a URL). */
export async function listenChannel(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema'>,
  db: Kysely<Database>,
  options: ListenOptions,
): Promise<ChannelListener | null> {
  const { channel, heard } = options;
  const pglite = pgliteOf(db);
  if (pglite) {
    const unlisten = await pglite.listen(channel, heard);
    options.listening(false);
    return { caughtUp: async () => true, close: unlisten };
  }
  if (!config.databaseUrl) return null;

  const { Client } = await import('pg');
  type PgClient = InstanceType<typeof Client>;
  let client: PgClient | null = null;
  let closing = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const drop = (broken: PgClient) => {
    if (client !== broken) return;
    client = null;
    options.lost(closing);
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
      application_name: options.name,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      if (message.channel === channel) heard(message.payload ?? '*');
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      options.listening(attempt > 0);
      attempt = 0;
    } catch (err) {
      options.failed?.(err, attempt === 0);
      drop(next);
    }
  }

  /** One query on the listening connection, answered once notices committed before it was sent are heard. */
  async function probe(): Promise<boolean> {
    const current = client;
    if (!current) return false;
    // PostgreSQL sends a listening connection the notices committed before a query on it ahead of
    // that query's answer.
    try {
      await current.query('SELECT 1');
      return client === current;
    } catch {
      drop(current);
      return false;
    }
  }

  // Every write request waits for a probe (sessions.ts), so under load one probe per request was a third
  // of the round trips of a finish (issue 35). A probe in flight was sent before a later caller's commit
  // and cannot answer for it; so callers arriving meanwhile share the next probe, sent once the one in
  // flight returns. The connection also never has two queries queued (pg@9 will refuse that).
  let inFlight: Promise<boolean> | null = null;
  let waiting: Promise<boolean> | null = null;
  const send = (): Promise<boolean> => {
    const sent: Promise<boolean> = probe().finally(() => {
      if (inFlight === sent) inFlight = null;
    });
    inFlight = sent;
    return sent;
  };
  const caughtUp = (): Promise<boolean> => {
    if (waiting) return waiting;
    if (!inFlight) return send();
    waiting = inFlight.then(() => {
      waiting = null;
      return send();
    });
    return waiting;
  };

  await connect();
  return {
    caughtUp,
    async close() {
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
