// The raw export's job queue is the stats_exports table (migration 015): no job library, because the
// one that fits (pg-boss 12) asks for Node 22.12 and is not a dependency of this project (docs/operations.md,
// "The raw export"). An instance claims the oldest waiting job with FOR UPDATE SKIP LOCKED, so two
// instances never claim the same one, and holds it with a lease it renews after every batch. A job
// whose lease ran out (its instance died) is waiting again; a job claimed MAX_ATTEMPTS times fails,
// so a job that kills its instance cannot take every instance down in turn.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from '../../db/kysely';
import type { Database, StatsExportsTable } from '../../db/schema';
import type { Selectable } from 'kysely' with { 'resolution-mode': 'import' };

export type ExportJob = Selectable<StatsExportsTable>;

export const MAX_ATTEMPTS = 3;

const seconds = (n: number) => {
  const { sql } = kysely();
  return sql<Date>`now() + make_interval(secs => ${n})`;
};

/**
 * Claims the oldest job that waits: queued, or running under a lease that ran out. Null when none.
 * Jobs that already used every attempt are marked failed on the way.
 */
export async function claimNext(
  db: Kysely<Database>,
  instance: string,
  leaseSeconds: number,
): Promise<ExportJob | null> {
  const { sql } = kysely();
  return db.transaction().execute(async (trx) => {
    for (;;) {
      const found = await sql<{ id: number; attempts: number }>`
        SELECT id, attempts FROM stats_exports
        WHERE status = 'queued' OR (status = 'running' AND lease_until < now())
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`.execute(trx);
      const next = found.rows[0];
      if (!next) return null;
      if (next.attempts >= MAX_ATTEMPTS) {
        await trx
          .updateTable('stats_exports')
          .set({ status: 'failed', claimed_by: null, lease_until: null, finished_at: sql`now()` })
          .where('id', '=', next.id)
          .execute();
        continue;
      }
      return trx
        .updateTable('stats_exports')
        .set({
          status: 'running',
          claimed_by: instance,
          lease_until: seconds(leaseSeconds),
          attempts: next.attempts + 1,
          rows_done: 0,
          started_at: sql`coalesce(started_at, now())`,
        })
        .where('id', '=', next.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
  });
}

/** Renews the lease and records progress; false when the job is no longer this instance's. */
export async function heartbeat(
  db: Kysely<Database>,
  job: Pick<ExportJob, 'id'>,
  instance: string,
  leaseSeconds: number,
  progress: { rowsDone: number; rowsTotal?: number },
): Promise<boolean> {
  const res = await db
    .updateTable('stats_exports')
    .set({
      lease_until: seconds(leaseSeconds),
      rows_done: progress.rowsDone,
      ...(progress.rowsTotal === undefined ? {} : { rows_total: progress.rowsTotal }),
    })
    .where('id', '=', job.id)
    .where('claimed_by', '=', instance)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Gives a job back (the instance stops): the next instance to look starts it again at once. */
export async function release(db: Kysely<Database>, job: Pick<ExportJob, 'id'>, instance: string): Promise<void> {
  await db
    .updateTable('stats_exports')
    .set({
      status: 'queued',
      claimed_by: null,
      lease_until: null,
      rows_done: 0,
      attempts: (eb) => eb('attempts', '-', 1),
    })
    .where('id', '=', job.id)
    .where('claimed_by', '=', instance)
    .where('status', '=', 'running')
    .execute();
}

/** Marks the job done with its file; false when it was no longer this instance's (the file is not used). */
export async function complete(
  db: Kysely<Database>,
  job: Pick<ExportJob, 'id'>,
  instance: string,
  file: { name: string; bytes: number; rows: number },
  keepHours: number,
): Promise<boolean> {
  const { sql } = kysely();
  const res = await db
    .updateTable('stats_exports')
    .set({
      status: 'done',
      claimed_by: null,
      lease_until: null,
      rows_done: file.rows,
      rows_total: file.rows,
      file_name: file.name,
      file_bytes: file.bytes,
      finished_at: sql`now()`,
      expires_at: seconds(keepHours * 3600),
    })
    .where('id', '=', job.id)
    .where('claimed_by', '=', instance)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The job cannot be done (an error the next attempt would meet too, or the last attempt failed). */
export async function fail(db: Kysely<Database>, job: Pick<ExportJob, 'id'>, instance: string): Promise<void> {
  const { sql } = kysely();
  await db
    .updateTable('stats_exports')
    .set({ status: 'failed', claimed_by: null, lease_until: null, finished_at: sql`now()` })
    .where('id', '=', job.id)
    .where('claimed_by', '=', instance)
    .execute();
}

/** Done exports whose time is up (their files are removed by the sweep, exportFiles.ts). */
export async function expiredExports(db: Kysely<Database>): Promise<Array<{ id: number; file_name: string | null }>> {
  const { sql } = kysely();
  return db
    .selectFrom('stats_exports')
    .select(['id', 'file_name'])
    .where('status', '=', 'done')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}

export async function markExpired(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('stats_exports')
    .set({ status: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'done')
    .execute();
}
