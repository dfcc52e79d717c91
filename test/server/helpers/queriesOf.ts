// What a request costs the database, and waiting for a change that travels between instances.
import type { FastifyInstance } from 'fastify';

/** The queries `run` sends through app.db itself (a transaction gets an executor of its own). */
export async function queriesOf(app: FastifyInstance, run: () => Promise<unknown>): Promise<string[]> {
  const executor = app.db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  const seen: string[] = [];
  const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((query, ...rest) => {
    seen.push(query.sql);
    return original(query, ...rest);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

/** Polls `check` until it holds: a change made on one instance reaches another within milliseconds. */
export async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not: ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
