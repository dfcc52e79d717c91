// Issue 11 in Chromium against the real server. "Offline" always means both: the server is stopped
// (context.setOffline does not cover service-worker traffic) and the browser reports offline.
// 1. On a 375 px phone, offline, the module dialog's × is reachable by a finger (the offline bar
//    used to cover it) and Escape closes the dialog as well.
// 2. The shared school computer: student A answers a question, queues a finish offline and logs
//    out offline; the connection returns and student B logs in on the same browser profile. No
//    storage area of the browser (localStorage, sessionStorage, IndexedDB, Cache Storage, cookies)
//    holds anything of A, and A's session is dead on the server.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD, stepUntil } from './support/student';

jest.setTimeout(300_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function phoneContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(server.url);
  await page.getByRole('textbox', { name: /e-mail/i }).fill(username);
  await page.getByRole('button', { name: 'Verder' }).tap();
  await page
    .getByLabel(/wachtwoord/i)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).tap();
  await page.getByText('Ingelogd!').waitFor();
}

async function openModule(page: Page, title: string | RegExp): Promise<void> {
  const tile = page
    .locator('article, li')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .first();
  await tile.getByRole('button').first().tap();
  await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  // The worker must control the page and hold the account and test data, as after any normal login.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(
    async () => !!(await caches.match('/api/account')) && !!(await caches.match('/api/test/data')),
  );
  await server.stop();
  await context.setOffline(true);
  await page.getByText('Je bent offline.').waitFor();
}

async function goOnline(context: BrowserContext): Promise<void> {
  await server.restart();
  await context.setOffline(false);
}

/** Every storage area of the page's origin, as text, for searching. */
async function everyStorageArea(page: Page, context: BrowserContext) {
  const inPage = await page.evaluate(async () => {
    const local = Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]));
    const session = Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k)]));
    const idb: Record<string, unknown> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        idb[`${info.name}/${store}`] = await new Promise((resolve, reject) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      }
      db.close();
    }
    const cacheStorage: Record<string, Array<{ url: string; body: string }>> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cacheStorage[name] = [];
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        // Text bodies in full (JSON answers, the app shell); images by their URL only.
        const body = response && /json|text|javascript/.test(type) ? await response.text() : '';
        cacheStorage[name].push({ url: request.url, body });
      }
    }
    return { local, session, idb, cacheStorage };
  });
  const cookies = await context.cookies();
  return { ...inPage, cookies };
}

describe('a phone without a connection', () => {
  it('closes a module with × (not covered by the offline bar) and with Escape', async () => {
    const { context, page, errors } = await phoneContext();
    await logIn(page, 'leerling@demo.nl');
    await goOffline(context, page);

    await openModule(page, /^Alcohol/);
    const close = page.getByRole('button', { name: /^Alcohol.* sluiten$/ });
    const bar = page.getByRole('dialog').getByText('Je bent offline.');
    await bar.waitFor();
    // The bar sits above the title bar inside the dialog: the two never overlap.
    const [barBox, closeBox] = [await bar.boundingBox(), await close.boundingBox()];
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(closeBox!.y);
    await screenshot(page, 'offline-module-dialog-375');
    // Also once scrolled down: the top with the bar and × stays in view together.
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.mouse.wheel(0, 2000);
    await screenshot(page, 'offline-module-dialog-375-scrolled');
    await close.tap({ timeout: 5_000 });
    await page.getByRole('heading', { name: /^Alcohol/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await openModule(page, /^Alcohol/);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: /^Alcohol/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await goOnline(context);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a shared school computer', () => {
  it('keeps nothing of student A after A logs out offline and B logs in', async () => {
    const { context, page, errors } = await phoneContext();
    await logIn(page, 'leerling@demo.nl');
    const a = await page.evaluate(
      () =>
        fetch('/api/account', { cache: 'no-store' }).then((r) => r.json()) as Promise<{
          id: number;
          username: string;
          givenName: string | null;
          familyName: string | null;
        }>,
    );
    const sessionA = (await context.cookies()).find((c) => c.name === 'lrc_session')!.value;

    // A starts Stress, ticks an answer of its first question and closes the module: an in-progress test.
    await openModule(page, 'Stress en ontspanning');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /^Stress.* sluiten$/ }).tap();
    const testsKey = `lrc.tests.v1.${a.id}`;
    const inProgress = await page.evaluate((key) => localStorage.getItem(key), testsKey);
    expect(inProgress).not.toBeNull();
    const markers = [
      a.username,
      sessionA,
      ...Object.values(JSON.parse(inProgress!) as Record<string, { id: string }>).map((t) => t.id),
    ];

    // Offline, A finishes Alcohol: the finish is queued on the device.
    await goOffline(context, page);
    await openModule(page, /^Alcohol/);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('radio', { name: '16 jaar' }).check();
    await page.getByRole('button', { name: 'Volgende', exact: true }).tap();
    await page.getByRole('radio', { name: 'Nee, nog nooit' }).check();
    await page.getByRole('button', { name: 'Volgende', exact: true }).tap();
    await page.getByRole('radio', { name: 'Anders' }).check();
    await page.getByRole('button', { name: 'Volgende', exact: true }).tap();
    await page.getByRole('button', { name: 'Test afronden' }).tap();
    const modal = page.getByRole('dialog').last();
    const saved = page.getByText('Opgeslagen op dit apparaat').first();
    await stepUntil(
      saved,
      modal.getByRole('button', { name: 'Volgende', exact: true }),
      (forward) => forward.tap(),
      async () => `finish did not queue: ${errors.join('; ')}`,
    );
    await page.getByRole('button', { name: 'Terug naar overzicht' }).tap();
    await page.getByText('1 wijziging in de wachtrij').waitFor();
    const queue = await page.evaluate((key) => localStorage.getItem(key), `lrc.queue.v1.${a.id}`);
    markers.push(...(JSON.parse(queue!) as { items: Array<{ id: string }> }).items.map((i) => i.id));

    // A logs out while offline: confirmed, warned about the queued change, done at once.
    await page.getByRole('button', { name: /menu/i }).tap();
    await page.getByRole('button', { name: 'Uitloggen' }).first().tap();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/wachtrij \(1\).*verloren/).waitFor();
    await screenshot(page, 'shared-pc-offline-logout-confirm-375');
    await confirm.getByRole('button', { name: 'Uitloggen' }).tap();
    await page.getByText('Uitgelogd!').waitFor({ timeout: 5_000 });
    await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();
    expect(await page.getByText('Geen verbinding').count()).toBe(0);
    expect(await page.getByText(/in de wachtrij/).count()).toBe(0);
    // The notice about A's queued finish went with A (the change is dropped now).
    expect(await page.getByText('Opgeslagen op dit apparaat').count()).toBe(0);
    await screenshot(page, 'shared-pc-after-offline-logout-375');

    // A reload while still offline does not bring A back.
    await page.reload();
    await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();

    // The connection returns; B logs in on the same browser profile.
    await goOnline(context);
    await logIn(page, 'leerling2@demo.nl');
    const b = await page.evaluate(
      () => fetch('/api/account', { cache: 'no-store' }).then((r) => r.json()) as Promise<{ id: number }>,
    );
    expect(b.id).not.toBe(a.id);
    await page.waitForFunction(async () => !!(await caches.match('/api/account')));

    const storage = await everyStorageArea(page, context);
    const text = JSON.stringify(storage);
    for (const marker of markers) expect(text).not.toContain(marker);
    expect(Object.keys(storage.local).filter((k) => k.endsWith(`.${a.id}`))).toEqual([]);
    expect(storage.local).not.toHaveProperty('lrc.logoutPending');
    expect(storage.session).toEqual({});
    // The cached account is B's.
    const cachedAccounts = Object.values(storage.cacheStorage)
      .flat()
      .filter((entry) => new URL(entry.url).pathname === '/api/account')
      .map((entry) => (JSON.parse(entry.body) as { id: number }).id);
    expect(cachedAccounts).toEqual([b.id]);
    // A's session cookie is gone from the browser and dead on the server.
    expect(storage.cookies.filter((c) => c.name === 'lrc_session').map((c) => c.value)).not.toContain(sessionA);
    const withOldCookie = await fetch(`${server.url}/logged-in`, { headers: { cookie: `lrc_session=${sessionA}` } });
    expect(await withOldCookie.json()).toEqual({ logged_in: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
