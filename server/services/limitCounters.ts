// Fixed-window counters in the database (table limit_counters), so every app instance and both
// back ends (PGlite, PostgreSQL) see the same numbers. One row per key such as
// 'fail:acct-src:anna@school.nl|192.0.2.7'; a row whose reset_at has passed counts as empty and
// starts a new window on the next hit. Only hits extend nothing: a blocked client that retries is
// not counted again (callers check before they hit), so a wait never grows for someone who waits.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';

export interface Count {
  hits: number;
  /** Epoch ms at which the window ends. */
  resetAt: number;
}

export type Clock = () => number;

/** Expired rows are swept once per this many hits (cheap housekeeping, no timer). */
const SWEEP_EVERY = 500;

export class LimitCounters {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    readonly now: Clock = Date.now,
  ) {}

  /** The live counts of these keys (expired or missing keys are left out). */
  async read(keys: string[]): Promise<Map<string, Count>> {
    const result = new Map<string, Count>();
    if (keys.length === 0) return result;
    const rows = await this.db
      .selectFrom('limit_counters')
      .select(['key', 'hits', 'reset_at'])
      .where('key', 'in', keys)
      .where('reset_at', '>', new Date(this.now()))
      .execute();
    for (const row of rows) result.set(row.key, { hits: row.hits, resetAt: new Date(row.reset_at).getTime() });
    return result;
  }

  /** Adds one hit to each key (one atomic statement per key set), starting a window of windowMs where none is live. */
  async hit(keys: string[], windowMs: number): Promise<void> {
    if (keys.length === 0) return;
    const { sql } = kysely();
    const now = new Date(this.now());
    const resetAt = new Date(this.now() + windowMs);
    await this.db
      .insertInto('limit_counters')
      .values([...new Set(keys)].map((key) => ({ key, hits: 1, reset_at: resetAt })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN limit_counters.reset_at <= ${now} THEN 1 ELSE limit_counters.hits + 1 END`,
          reset_at: sql<Date>`CASE WHEN limit_counters.reset_at <= ${now} THEN excluded.reset_at ELSE limit_counters.reset_at END`,
        }),
      )
      .execute();
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await this.db.deleteFrom('limit_counters').where('reset_at', '<=', now).execute();
    }
  }

  /**
   * One hit unless the key already has a live window: true when this call claimed it. Used for
   * "one mail per account per window", safe against two instances racing.
   */
  async claim(key: string, windowMs: number): Promise<boolean> {
    const { sql } = kysely();
    const now = new Date(this.now());
    const row = await this.db
      .insertInto('limit_counters')
      .values({ key, hits: 1, reset_at: new Date(this.now() + windowMs) })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ hits: 1, reset_at: sql<Date>`excluded.reset_at` })
          .where('limit_counters.reset_at', '<=', now),
      )
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.deleteFrom('limit_counters').where('key', 'in', keys).execute();
  }
}
