// What the three export routes do: start a job (audited), report a job's progress, and hand its file
// to the requester (audited). Another person's job answers 404, as if it did not exist: a super
// admin sees only the exports they started themselves.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { ExportFormat, ExportProgress } from '../../../src/shared/management/statsExport';
import { type Actor, auditBy } from '../auditWrite';
import { ok, type Outcome, refuse } from '../outcome';
import { type ExportJob } from './queue';
import { MEDIA_TYPES } from './writers';

export const downloadUrl = (id: number) => `/api/stats/modules/download-export-raw-data/${id}`;

export async function startExport(
  db: Kysely<Database>,
  actor: Actor,
  requester: number,
  format: ExportFormat,
): Promise<Outcome<{ id: number }>> {
  return db.transaction().execute(async (trx) => {
    // One export at a time per person: each reads every finished test.
    const busy = await trx
      .selectFrom('stats_exports')
      .select('id')
      .where('requested_by', '=', requester)
      .where('status', 'in', ['queued', 'running'])
      .forUpdate()
      .executeTakeFirst();
    if (busy) return refuse(409, 'export_already_running');
    const { id } = await trx
      .insertInto('stats_exports')
      .values({ requested_by: requester, format })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditBy(trx, actor, {
      action: 'stats_export.start',
      entityType: 'stats_export',
      entityId: id,
      detail: { format },
    });
    return ok({ id });
  });
}

async function ownJob(db: Kysely<Database>, requester: number, id: number) {
  const { sql } = kysely();
  return db
    .selectFrom('stats_exports')
    .selectAll()
    .select(sql<boolean>`expires_at IS NOT NULL AND expires_at <= now()`.as('past_expiry'))
    .where('id', '=', id)
    .where('requested_by', '=', requester)
    .executeTakeFirst();
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function progressOf(job: ExportJob & { past_expiry: boolean }): ExportProgress {
  const status = job.status === 'done' && job.past_expiry ? 'expired' : job.status;
  const total = job.rows_total;
  const percent = status === 'done' ? 100 : total ? Math.min(99, Math.floor((job.rows_done / total) * 100)) : 0;
  return {
    id: job.id,
    format: job.format,
    status,
    rowsDone: job.rows_done,
    rowsTotal: total,
    percent,
    downloadUrl: status === 'done' ? downloadUrl(job.id) : null,
    fileBytes: status === 'done' && job.file_bytes !== null ? Number(job.file_bytes) : null,
    createdAt: new Date(job.created_at).toISOString(),
    expiresAt: iso(job.expires_at),
  };
}

export async function exportProgress(
  db: Kysely<Database>,
  requester: number,
  id: number,
): Promise<Outcome<ExportProgress>> {
  const job = await ownJob(db, requester, id);
  return job ? ok(progressOf(job)) : refuse(404, 'export_not_found');
}

export interface ExportFile {
  path: string;
  mediaType: string;
  fileName: string;
  bytes: number;
}

/** The requester's finished file while its link holds; the download is audited. */
export async function exportDownload(
  db: Kysely<Database>,
  actor: Actor,
  requester: number,
  id: number,
  dir: string,
): Promise<Outcome<ExportFile>> {
  const job = await ownJob(db, requester, id);
  if (!job) return refuse(404, 'export_not_found');
  if (job.status === 'expired' || (job.status === 'done' && job.past_expiry)) return refuse(404, 'export_expired');
  if (job.status === 'failed') return refuse(409, 'export_failed');
  if (job.status !== 'done' || !job.file_name) return refuse(409, 'export_not_ready');
  const file = path.join(dir, job.file_name);
  // On several instances EXPORT_DIR must be one shared folder (docs/operations.md); without it the
  // file may be on another machine.
  if (!fs.existsSync(file)) return refuse(404, 'export_expired');
  await auditBy(db, actor, {
    action: 'stats_export.download',
    entityType: 'stats_export',
    entityId: id,
    detail: { format: job.format, rows: job.rows_done },
  });
  const day = new Date(job.finished_at ?? job.created_at).toISOString().slice(0, 10);
  return ok({
    path: file,
    mediaType: MEDIA_TYPES[job.format],
    fileName: `lrc-ruwe-gegevens-${day}-${id}.${job.format}`,
    bytes: fs.statSync(file).size,
  });
}
