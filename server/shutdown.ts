// Graceful stop on SIGTERM (systemd, docker stop, an orchestrator's rolling restart) and SIGINT:
// Fastify's close stops accepting connections, answers requests that arrive on open keep-alive
// connections with 503 (the app's offline queue retries those), lets the requests in flight finish,
// then runs the onClose hooks (pending mail delivery, the database pool / PGlite). A request that was
// answered 200 was therefore committed before the answer left. If something hangs, the process
// exits anyway after the grace period, before the supervisor's own kill timer (systemd: 90 s).
import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_GRACE_MS = 25_000;

export function stopOnSignals(app: FastifyInstance, exit: (code: number) => void = (code) => process.exit(code)): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: stopping (no new connections; finishing requests in flight; then closing the database)`);
      const force = setTimeout(() => {
        app.log.error(`requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s: exiting anyway`);
        exit(1);
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      app.close().then(
        () => {
          app.log.info('stopped');
          exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'error while stopping');
          exit(1);
        },
      );
    });
  }
}
