// A second instance of the app on the same PostgreSQL database as a test file's own, for the caches
// that must hear what the other instance changed (sessions, content).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { Agent } from './agent';
import type { TestContext } from './testApp';

export interface SecondInstance {
  /** The other app (built in beforeAll). */
  readonly app: FastifyInstance;
  /** The same browser session, sent to the other instance. */
  onSecond(agent: Agent): Agent;
}

/** Call inside a describe, after useTestApp: builds the second app before the tests and closes it after. */
export function useSecondInstance(ctx: TestContext): SecondInstance {
  let app: FastifyInstance | null = null;
  beforeAll(async () => {
    app = await buildApp(ctx.config, { logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => app?.close());
  const instance: SecondInstance = {
    get app() {
      if (!app) throw new Error('the second instance is built in beforeAll');
      return app;
    },
    onSecond(agent) {
      const twin = new Agent(instance.app);
      for (const [name, value] of agent.cookies) twin.cookies.set(name, value);
      return twin;
    },
  };
  return instance;
}
