// `npm run retention [-- --dry-run]`: the retention job now (it also runs once a day inside the
// server). A dry run prints what would be erased and changes nothing. On PGlite the database belongs
// to the server process while it runs, so the command refuses then (the server's own daily run does
// the work); on PostgreSQL it runs next to the servers (the job's advisory lock keeps runs apart).
import { type ServerConfig, describeDatabase } from '../config';
import { connectDatabase } from '../db/connect';
import { kysely } from '../db/kysely';
import { runRetention } from '../services/retention/job';
import { OpsError } from './backup';

async function serverRunsHere(config: ServerConfig): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${config.port}/online`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

export async function retentionCommand(config: ServerConfig, dryRun: boolean): Promise<void> {
  if (!config.databaseUrl && (await serverRunsHere(config)))
    throw new OpsError(
      `the server on port ${config.port} has the embedded database open: it runs the retention job itself once a day; stop it to run the job now`,
    );
  const db = await connectDatabase(config);
  try {
    const { sql } = kysely();
    const ready = await sql<{ t: string | null }>`SELECT to_regclass('anonymous_results')::text AS t`.execute(db);
    if (!ready.rows[0]?.t) throw new OpsError(`${describeDatabase(config)} is not migrated yet: start the server once`);
    const outcome = await runRetention(db, config.retention, {
      now: new Date(),
      dryRun,
      sessionAbsoluteHours: config.sessionAbsoluteHours,
    });
    if (!outcome.ran) throw new OpsError('another instance is running the retention job right now; try again later');
    console.log(`${dryRun ? 'Dry run (nothing erased)' : 'Retention job done'} on ${describeDatabase(config)}:`);
    for (const [what, n] of Object.entries(outcome.counts)) console.log(`  ${what}: ${n}`);
  } finally {
    await db.destroy();
  }
}
