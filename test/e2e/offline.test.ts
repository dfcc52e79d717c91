// Issue 4 end to end in Chromium against the real server: the installed app (valid manifest, the
// service worker controls the page), then a student who loses the connection — the server is
// stopped, because context.setOffline does not cover service-worker traffic — finishes one module
// and skips another, reloads while still offline (the app loads from the service worker and shows
// the 2 queued changes), and after the server is back both actions are stored exactly once.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { logIn, next, openModule, stepUntil } from './support/student';

jest.setTimeout(240_000);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const json = <T>(url: string) =>
  page.evaluate((u) => fetch(u, { cache: 'no-store' }).then((r) => r.json()), url) as Promise<T>;

/** Rows in the server's database, read after stopping it (PGlite allows one process at a time). */
async function storedRows(userId: number): Promise<{ tests: number[]; skips: number[] }> {
  await server.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(server.dataDir, 'pgdata'));
  try {
    const tests = await db.query<{ module_id: number }>(
      'SELECT module_id FROM tests WHERE user_id = $1 ORDER BY module_id',
      [userId],
    );
    const skips = await db.query<{ module_id: number }>(
      'SELECT module_id FROM module_skips WHERE user_id = $1 ORDER BY module_id',
      [userId],
    );
    return { tests: tests.rows.map((r) => r.module_id), skips: skips.rows.map((r) => r.module_id) };
  } finally {
    await db.close();
    await server.restart();
  }
}

it('is an installable app: valid manifest, service worker served uncached and controlling the page', async () => {
  await page.goto(server.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await json<Record<string, unknown>>(manifestUrl ?? '');
  expect(manifest).toMatchObject({
    lang: 'nl',
    display: 'standalone',
    start_url: '/',
    theme_color: expect.stringMatching(/^#/),
  });
  expect(String(manifest.name)).toMatch(/Lifestyle Reality Check/);
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose?: string }>;
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    // The PNG header holds the real width and height; they must match the declared size.
    const size = await page.evaluate(async (src) => {
      const view = new DataView(await (await fetch(src)).arrayBuffer());
      return `${view.getUint32(16)}x${view.getUint32(20)}`;
    }, icon.src);
    expect(size).toBe(icon.sizes);
  }
  const sw = await fetch(`${server.url}/service-worker.js`);
  expect(sw.headers.get('cache-control')).toBe('no-cache');
  expect(await sw.text()).not.toMatch(/BackgroundSync|bgSync/);
});

it('queues a finish and a skip offline, keeps them through an offline reload, and stores each once', async () => {
  await logIn(page, server.url);
  const account = await json<{ id: number; finishedModules: number[]; skippedModules: number[] }>('/api/account');
  const { modules } = await json<{ modules: Array<{ id: number; title: string }> }>('/api/test/data');
  const alcohol = modules.find((m) => m.title === 'Alcohol')!;
  const stress = modules.find((m) => m.title === 'Stress en ontspanning')!;
  // The worker now holds the last good account and test data.
  await page.waitForFunction(
    async () => !!(await caches.match('/api/account')) && !!(await caches.match('/api/test/data')),
  );

  // The connection goes: the server stops and the browser reports offline.
  await server.stop();
  await context.setOffline(true);
  await page.getByText('Je bent offline.').waitFor();

  await openModule(page, /^Alcohol/);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('radio', { name: '16 jaar' }).check();
  await next(page);
  await page.getByRole('radio', { name: 'Nee, nog nooit' }).check();
  await next(page);
  await page.getByRole('radio', { name: 'Anders' }).check();
  await next(page);
  await page.getByRole('button', { name: 'Test afronden' }).click();
  // The pre-selected action, then its more-info step (if it has one), then FINISH_TEST.
  const modal = page.getByRole('dialog');
  const saved = page.getByText('Opgeslagen op dit apparaat').first();
  await stepUntil(
    saved,
    modal.getByRole('button', { name: 'Volgende', exact: true }),
    (forward) => forward.click(),
    async () => {
      await screenshot(page, 'offline-finish-stuck');
      return `finish did not queue: ${pageErrors.join('; ')}`;
    },
  );
  await page.getByRole('button', { name: 'Terug naar overzicht' }).click();

  await openModule(page, 'Stress en ontspanning');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Vragenlijst overslaan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Overslaan' }).click();
  await page.getByText('2 wijzigingen in de wachtrij').waitFor();
  await screenshot(page, 'offline-two-queued');

  // Reload while still offline: the shell comes from the service worker, the queue from the device.
  await page.reload();
  await page.getByText('2 wijzigingen in de wachtrij').waitFor();
  await page.getByRole('heading', { name: /^Alcohol/ }).waitFor();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await screenshot(page, 'offline-after-reload');

  // The connection returns: the queue is flushed and the student is told so.
  await server.restart();
  await context.setOffline(false);
  await page.getByText('Wijzigingen opgeslagen').waitFor({ timeout: 60_000 });
  expect(await page.getByText(/in de wachtrij/).count()).toBe(0);
  await screenshot(page, 'offline-flushed');

  const after = await json<{ finishedModules: number[]; skippedModules: number[] }>('/api/account');
  expect(after.finishedModules).toEqual([...account.finishedModules, alcohol.id].sort((a, b) => a - b));
  expect(after.skippedModules).toEqual([...account.skippedModules, stress.id].sort((a, b) => a - b));
  const rows = await storedRows(account.id);
  expect(rows.tests.filter((id) => id === alcohol.id)).toHaveLength(1);
  expect(rows.skips.filter((id) => id === stress.id)).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});
