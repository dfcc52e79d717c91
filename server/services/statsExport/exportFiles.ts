// Cleanup of the export folder: an expired export's file goes (its link stopped working), and so does
// any file no job accounts for: a `.part` of an attempt that is not running any more (an instance
// that died mid-write), the file of a failed or deleted job. A `.part` of a running attempt, on this
// instance or another sharing the folder, is left alone.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { expiredExports, markExpired } from './queue';

const FILE = /^export-(\d+)-(\d+)\.(csv|xlsx)(\.part)?$/;

export async function sweepExportFiles(db: Kysely<Database>, dir: string): Promise<{ removed: number }> {
  let removed = 0;
  for (const job of await expiredExports(db)) {
    await markExpired(db, job.id);
    if (job.file_name) fs.rmSync(path.join(dir, job.file_name), { force: true });
    removed++;
  }
  if (!fs.existsSync(dir)) return { removed };
  const names = fs.readdirSync(dir).filter((name) => FILE.test(name));
  if (names.length === 0) return { removed };
  const ids = [...new Set(names.map((name) => Number(FILE.exec(name)![1])))];
  const jobs = await db
    .selectFrom('stats_exports')
    .select(['id', 'status', 'attempts', 'file_name'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(jobs.map((job) => [job.id, job]));
  for (const name of names) {
    const [, id, attempt, , part] = FILE.exec(name)!;
    const job = byId.get(Number(id));
    // A running attempt's file, .part or just renamed (the job is marked done a moment later).
    const running = job?.status === 'running' && job.attempts === Number(attempt);
    const keep = running || (!part && job?.status === 'done' && job.file_name === name);
    if (keep) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    removed++;
  }
  return { removed };
}
