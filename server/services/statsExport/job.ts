// Runs one claimed export job: counts, then writes every finished test to `<file>.part` batch by
// batch, renewing the lease after each batch, and renames the file once complete. The job is marked
// done only while this instance still holds it; if another instance took it over (this one was
// thought dead), this one's file is thrown away, so a job's file is written to the end once.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { StatsExportSettings } from '../../config';
import type { Database } from '../../db/schema';
import { EXPORT_COLUMNS } from '../../../src/shared/management/statsExport';
import { complete, type ExportJob, heartbeat, release } from './queue';
import { batches, countFinished, exportK, namedGroups, pseudonymizer, toCells } from './rows';
import { EXTENSIONS, openWriter } from './writers';

export interface JobHooks {
  /** Called after each batch is written (tests pause a job here to stop or kill its instance). */
  afterBatch?: (jobId: number, rowsDone: number) => Promise<void>;
}

export type JobEnd = 'done' | 'stopped' | 'lost';

/** The file of a job attempt while it is written, and once done. */
export const partName = (job: Pick<ExportJob, 'id' | 'attempts' | 'format'>) =>
  `export-${job.id}-${job.attempts}.${EXTENSIONS[job.format]}.part`;
export const doneName = (job: Pick<ExportJob, 'id' | 'attempts' | 'format'>) =>
  `export-${job.id}-${job.attempts}.${EXTENSIONS[job.format]}`;

export async function runJob(
  db: Kysely<Database>,
  job: ExportJob,
  instance: string,
  settings: StatsExportSettings,
  stopping: () => boolean,
  hooks: JobHooks = {},
): Promise<JobEnd> {
  fs.mkdirSync(settings.dir, { recursive: true });
  const part = path.join(settings.dir, partName(job));
  const writer = await openWriter(job.format, part);
  const drop = async () => {
    await writer.abort();
    fs.rmSync(part, { force: true });
  };
  try {
    const rowsTotal = await countFinished(db);
    if (!(await heartbeat(db, job, instance, settings.leaseSeconds, { rowsDone: 0, rowsTotal }))) {
      await drop();
      return 'lost';
    }
    const named = await namedGroups(db, await exportK(db));
    const pseudonym = pseudonymizer();
    await writer.write([...EXPORT_COLUMNS]);
    let rowsDone = 0;
    for await (const rows of batches(db, settings.batchRows)) {
      for (const row of rows) await writer.write(toCells(row, pseudonym, named));
      rowsDone += rows.length;
      if (!(await heartbeat(db, job, instance, settings.leaseSeconds, { rowsDone }))) {
        await drop();
        return 'lost';
      }
      await hooks.afterBatch?.(job.id, rowsDone);
      if (stopping()) {
        await drop();
        await release(db, job, instance);
        return 'stopped';
      }
    }
    const bytes = await writer.close();
    const name = doneName(job);
    fs.renameSync(part, path.join(settings.dir, name));
    if (await complete(db, job, instance, { name, bytes, rows: rowsDone }, settings.keepHours)) return 'done';
    fs.rmSync(path.join(settings.dir, name), { force: true });
    return 'lost';
  } catch (err) {
    await drop();
    throw err;
  }
}
