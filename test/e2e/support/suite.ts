// One built server and one Chromium for a whole test file: started before its first test, stopped
// after its last. A file that needs more (other engines, nginx, a second server) starts its own.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** Call at the top of a file; read `server` and `browser` inside hooks and tests. */
export function serverAndBrowserForFile(env: Record<string, string> = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`the ${what} is not started: read it inside a hook or a test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
