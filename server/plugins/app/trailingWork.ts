// Work a request still does after its answer has left: onResponse hooks (the imitation audit, the
// request log, metrics) run once the reply is sent, so a caller that saw the answer cannot tell
// whether that work is over. app.settled() resolves when no request is in flight and the mail
// delivery run under way (if any) is done; tests wait for it before they reset the database,
// instead of meeting the trailing writes' row locks.
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every request received so far has run all its hooks, and mail delivery is idle. */
    settled(): Promise<void>;
  }
}

export function trackTrailingWork(app: FastifyInstance): { countEnds(): void } {
  const open = new WeakSet<FastifyRequest>();
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const end = (request: FastifyRequest) => {
    if (!open.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    }
  };
  app.addHook('onRequest', async (request) => {
    open.add(request);
    inFlight += 1;
  });
  app.addHook('onRequestAbort', async (request) => end(request));
  app.decorate('settled', async () => {
    if (inFlight > 0) await new Promise<void>((resolve) => waiters.push(resolve));
    await app.mail.settled();
  });
  return {
    // Call after the other onResponse hooks are registered, so this one runs after theirs.
    countEnds: () => app.addHook('onResponse', async (request) => end(request)),
  };
}
