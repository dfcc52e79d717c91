// 'Mijn gegevens' end to end (issue 21), by touch: a student downloads their own copy (PDF and JSON)
// from the profile page, which the service worker never caches, and asks for erasure; the school's
// manager sees the alert, opens the student, confirms, and the student can no longer log in.
// Screenshots: test-results/screenshots/mijn-gegevens-* (profile at 320/375/1280, the request at 375/1280).
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD, logIn } from './support/student';

jest.setTimeout(300_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function contextAs(username: string, width: number) {
  const phone = width < 800;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 812 : 900 },
    locale: 'nl-NL',
    isMobile: phone,
    hasTouch: true,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await logIn(page, server.url, username);
  return { context, page };
}

/** Every URL in the page's Cache Storage (the service worker's caches). */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

async function loginRefused(username: string): Promise<boolean> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.getByRole('textbox', { name: /e-mail/i }).fill(username);
  await page.getByRole('button', { name: 'Verder' }).click();
  const password = page.getByLabel(/wachtwoord/i).first();
  const unknown = page.getByText(/Dit e-mailadres is bij ons niet bekend/);
  const first = await Promise.race([
    password.waitFor().then(() => 'password'),
    unknown.waitFor().then(() => 'unknown'),
  ]);
  let refused = first === 'unknown';
  if (!refused) {
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    refused = await Promise.race([
      page
        .getByText('Ingelogd!')
        .waitFor()
        .then(() => false),
      page
        .getByText('Inloggen niet gelukt')
        .waitFor()
        .then(() => true),
    ]);
  }
  await context.close();
  return refused;
}

it('looks right at 320 and 1280 px', async () => {
  for (const width of [320, 1280]) {
    const { context, page } = await contextAs('leerling2@demo.nl', width);
    await page.goto(`${server.url}/mijn-profiel`);
    await page.getByRole('heading', { name: 'Mijn gegevens' }).waitFor();
    await page.getByRole('button', { name: 'Verwijdering aanvragen' }).waitFor();
    // Nothing sticks out sideways on a narrow phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `mijn-gegevens-profiel-${width}`);
    await context.close();
  }
});

it('a student downloads their copy and asks for erasure; the school manager confirms; the student can no longer log in', async () => {
  const { context, page } = await contextAs('leerling@demo.nl', 375);
  await page.goto(`${server.url}/mijn-profiel`);
  await page.getByRole('heading', { name: 'Mijn gegevens' }).waitFor();
  await screenshot(page, 'mijn-gegevens-profiel-375');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download als PDF' }).tap(),
  ]);
  expect(pdf.suggestedFilename()).toBe('mijn-gegevens.pdf');
  expect(
    fs
      .readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download als JSON' }).tap(),
  ]);
  expect(json.suggestedFilename()).toBe('mijn-gegevens.json');
  const copy = JSON.parse(fs.readFileSync((await json.path())!, 'utf8')) as { account: { email: string } };
  expect(copy.account.email).toBe('leerling@demo.nl');
  // The service worker kept none of it.
  expect((await cachedUrls(page)).filter((url) => url.includes('/api/my-data'))).toEqual([]);

  await page.getByRole('button', { name: 'Verwijdering aanvragen' }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, vraag verwijdering aan' }).tap();
  await page.getByText(/gevraagd om verwijdering van je gegevens. Je school beslist hierover./).waitFor();
  await screenshot(page, 'mijn-gegevens-aangevraagd-375');
  await context.close();

  // The manager of the student's school: the alert on the overview leads to the student.
  const desk = await contextAs('manager@demo.nl', 1280);
  await desk.page.goto(`${server.url}/beheer/`);
  const alert = desk.page.locator('li').filter({ hasText: 'Verzoek om verwijdering van gegevens' });
  await alert.getByRole('link', { name: 'Bekijken' }).click();
  await desk.page.getByRole('heading', { name: 'Verzoek om verwijdering' }).waitFor();
  await screenshot(desk.page, 'mijn-gegevens-verzoek-beheer-1280');
  const studentPage = desk.page.url();
  await desk.context.close();

  const manager = await contextAs('manager@demo.nl', 375);
  await manager.page.goto(studentPage);
  const panel = manager.page.getByRole('region', { name: 'Verzoek om verwijdering' });
  await panel.waitFor();
  await screenshot(manager.page, 'mijn-gegevens-verzoek-beheer-375');
  await panel.getByRole('button', { name: 'Verwijdering bevestigen' }).tap();
  const dialog = manager.page.getByRole('alertdialog');
  await dialog.getByText(/leerling@demo\.nl/).waitFor();
  await dialog.getByRole('button', { name: 'Verwijdering bevestigen' }).tap();
  await manager.page.getByText(/Het verzoek is bevestigd: de gegevens van .* zijn verwijderd./).waitFor();
  await manager.context.close();

  expect(await loginRefused('leerling@demo.nl')).toBe(true);
});
