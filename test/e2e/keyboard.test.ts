// Every enabled module can be completed with the keyboard alone (issue 7 quality gate): Tab and
// Shift+Tab to move, Space and Enter to act, arrow keys for sliders, digits for number inputs.
// From the overview tile through start, every slide, the result and the finish modal back to the
// overview, where the tile then shows 'Voltooid' and the focus is back on that tile.
import type { Browser, Page } from 'playwright-core';
import type { TestData } from '../../src/shared/api';
import { launchBrowser, screenshot } from './support/browser';
import { focused } from './support/keyboard';
import { completeModuleByKeyboard } from './support/keyboardModule';
import { startServer, type RunningServer } from './support/server';
import { logIn } from './support/student';

jest.setTimeout(600_000);

let server: RunningServer;
let browser: Browser;
let page: Page;
let titles: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await logIn(page, server.url);
  const data: TestData = await page.evaluate(() => fetch('/api/test/data').then((r) => r.json()));
  titles = data.modules.filter((m) => m.topic.status !== 'disabled').map((m) => m.title);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('reads the enabled modules from GET /api/test/data', () => {
  expect(titles.length).toBeGreaterThan(0);
});

it('completes every enabled module with the keyboard alone and returns the focus to its tile', async () => {
  const failures: string[] = [];
  for (const title of titles) {
    try {
      await completeModuleByKeyboard(page, title);
      // Back on the overview the focus is on the module just finished, not lost on the page body
      // (the overview may take a few frames to render, so poll briefly).
      let f = await focused(page);
      for (let i = 0; i < 20 && !f.tile.includes(title); i++) {
        await page.waitForTimeout(100);
        f = await focused(page);
      }
      if (!f.tile.includes(title))
        failures.push(`${title}: focus after finishing is on ${f.tag} '${f.name || f.text}'`);
    } catch (err) {
      await screenshot(page, `keyboard-failed-${title.replace(/\W+/g, '-')}`);
      failures.push(`${title}: ${(err as Error).message}`);
      await page.goto(server.url);
      await page
        .getByText(/vragen|Voltooid/)
        .first()
        .waitFor();
    }
  }
  await screenshot(page, 'keyboard-focus-back-on-tile');
  expect(failures).toEqual([]);
  expect(pageErrors).toEqual([]);
});
