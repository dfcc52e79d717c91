// Runs the retention job once a day inside the server process. Every instance checks every hour
// (the first time ten minutes after start, so a restart loop or a test run does not erase at once);
// the job's advisory lock and its check of the last recorded run make one run a day in all.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { runRetention } from '../../services/retention/job';

const HOUR = 3_600_000;
const FIRST_CHECK_MS = 10 * 60_000;
/** A little under a day, so the hourly check does not drift a day late. */
const RUN_EVERY_MS = 23 * HOUR;

export function scheduleRetention(app: FastifyInstance, config: ServerConfig, clock: () => number = Date.now): void {
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const check = async () => {
    try {
      const now = new Date(clock());
      const outcome = await runRetention(app.db, config.retention, {
        now,
        dryRun: false,
        sessionAbsoluteHours: config.sessionAbsoluteHours,
        skipIfRanSince: new Date(now.getTime() - RUN_EVERY_MS),
      });
      if (outcome.ran) app.log.info({ retention: outcome.counts }, 'retention job erased what was past its period');
    } catch (err) {
      app.log.error({ err }, 'retention job failed; it is tried again in an hour');
    }
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(function tick() {
      void check().finally(() => {
        if (closed) return;
        timer = setTimeout(tick, HOUR);
        timer.unref();
      });
    }, FIRST_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });
}
