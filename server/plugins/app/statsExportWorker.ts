// Issue 34: runs the raw export's jobs inside the server process. Every instance looks for a waiting
// job every EXPORT_POLL_MS (and at once when this instance's route queued one); the queue's
// SKIP LOCKED claim and lease (services/statsExport/queue.ts) make each job run on one instance at a
// time and again elsewhere only when its instance died. On close the running job stops after its
// current batch and goes back to the queue, so the next start (here or on another instance) does it.
// Expired files are swept on the same beat, at most once a minute.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StatsExportSettings } from '../../config';
import { sweepExportFiles } from '../../services/statsExport/exportFiles';
import { type JobHooks, runJob } from '../../services/statsExport/job';
import { claimNext, fail, MAX_ATTEMPTS } from '../../services/statsExport/queue';

declare module 'fastify' {
  interface FastifyInstance {
    statsExports: {
      /** This process's name in the queue (stats_exports.claimed_by). */
      instance: string;
      /** Look for a job now instead of at the next beat. */
      wake(): void;
      /** Runs waiting jobs until none is left (tests, the bench); resolves when the queue is empty. */
      drain(): Promise<void>;
      /** What close does: the running job stops after its batch and is given back. */
      stop(): Promise<void>;
      /** Starts looking again after stop (what a restart does). */
      start(): void;
    };
  }
}

const SWEEP_EVERY_MS = 60_000;

export function scheduleStatsExports(app: FastifyInstance, settings: StatsExportSettings, hooks: JobHooks = {}): void {
  const instance = `${process.pid}-${randomUUID()}`;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let running: Promise<void> | null = null;
  let lastSweep = 0;

  const runOnce = async (): Promise<boolean> => {
    const job = await claimNext(app.db, instance, settings.leaseSeconds);
    if (!job) return false;
    try {
      const end = await runJob(app.db, job, instance, settings, () => stopped, hooks);
      app.log.info({ exportId: job.id, end, attempt: job.attempts }, 'raw export job ended');
    } catch (err) {
      app.log.error({ err, exportId: job.id, attempt: job.attempts }, 'raw export job failed');
      if (job.attempts >= MAX_ATTEMPTS) await fail(app.db, job, instance);
      // Otherwise its lease runs out and an instance tries again.
    }
    return true;
  };

  const beat = async () => {
    while (!stopped && (await runOnce()));
    if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await sweepExportFiles(app.db, settings.dir);
    }
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  function tick() {
    timer = null;
    if (running) return;
    running = beat()
      .catch((err: unknown) => app.log.error({ err }, 'raw export worker failed; it looks again later'))
      .finally(() => {
        running = null;
        schedule(settings.pollMs);
      });
  }

  const start = () => {
    stopped = false;
    schedule(0);
  };
  const stop = async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await running;
  };

  app.decorate('statsExports', {
    instance,
    wake: () => schedule(0),
    async drain() {
      // The beat may hold a job (its claim makes ours skip it): wait for it too before saying "empty".
      // A stopped instance gives a job back after its first batch, so draining then would claim and give
      // back the same job without end (a test's close that came mid-drain spun a jest worker for an hour).
      for (;;) {
        await running;
        if (stopped) return;
        if (!(await runOnce()) && !running) return;
      }
    },
    stop,
    start,
  });
  app.addHook('onReady', async () => start());
  app.addHook('onClose', stop);
}
