// The management site (/beheer/) in Chromium against the built server: never in the students'
// service worker or bundle, the login hand-off there and back, the no-access page, axe on every
// management page, and screenshots of each at 1280 and 375 px (test-results/screenshots/beheer-*).
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
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

const dist = path.resolve(__dirname, '../../', process.env.STATIC_DIR || 'dist');

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  if (passes.length === 0) throw new Error(`axe checked nothing on ${where}`);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

it('is never precached by the students’ service worker and none of it is in the student bundle', async () => {
  const worker = await (await fetch(`${server.url}/service-worker.js`)).text();
  const precached = [...worker.matchAll(/['"]?url['"]?:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  expect(precached.length).toBeGreaterThan(5);
  expect(precached.filter((url) => url.includes('beheer'))).toEqual([]);
  const studentJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const leaked = studentJs.filter((f) =>
    fs.readFileSync(path.join(dist, 'assets', f), 'utf8').includes('Geen toegang tot het beheer'),
  );
  expect(leaked).toEqual([]);
  const page = await fetch(`${server.url}/beheer/leerlingen`, { headers: { accept: 'text/html' } });
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(await page.text()).toContain('/beheer/assets/');
});

it('sends a visitor to the student login and back, and a student gets the no-access page', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(`${server.url}/beheer/scholen`);
  await page.waitForURL(/\/inloggen\?terug=%2Fbeheer%2Fscholen/);
  await page.getByRole('textbox', { name: /e-mail/i }).fill('manager@demo.nl');
  await page.getByRole('button', { name: 'Verder' }).click();
  await page
    .getByLabel(/wachtwoord/i)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(`${server.url}/beheer/scholen`);
  await page.getByRole('heading', { level: 1, name: 'Scholen' }).waitFor();
  await context.close();

  const student = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const phone = await student.newPage();
  await logIn(phone, server.url);
  await phone.goto(`${server.url}/beheer/`);
  await phone.getByRole('heading', { name: 'Geen toegang tot het beheer' }).waitFor();
  expect(await seriousViolations(phone, 'no access')).toEqual([]);
  await screenshot(phone, 'beheer-geen-toegang-375');
  await student.close();
});

const PAGES: Array<[string, string, string | RegExp]> = [
  ['overzicht', '/beheer/', 'Overzicht'],
  ['scholen', '/beheer/scholen', 'Scholen'],
  ['school-nieuw', '/beheer/scholen/nieuw', 'Nieuwe school'],
  ['leerlingen', '/beheer/leerlingen', 'Leerlingen'],
  ['importeren', '/beheer/importeren', 'Leerlingen importeren'],
];

it('passes axe on every management page and looks right at 1280 and 375 px (super admin)', async () => {
  const found: string[] = [];
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ]) {
    const context = await browser.newContext({
      viewport: { width, height },
      locale: 'nl-NL',
      ...(width < 900 ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    await logIn(page, server.url, 'admin@demo.nl');
    for (const [name, url, heading] of PAGES) {
      await page.goto(`${server.url}${url}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Let the page's data arrive (or its Dutch failure) before looking.
      await page.waitForLoadState('networkidle');
      if (width === 1280) found.push(...(await seriousViolations(page, url)));
      await screenshot(page, `beheer-${name}-${width}`);
    }
    if (width < 900) {
      // The phone menu: opened by a tap, it lists the sections.
      await page.getByRole('button', { name: 'Menu' }).tap();
      await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Scholen' }).waitFor();
      found.push(...(await seriousViolations(page, 'phone menu')));
      await screenshot(page, 'beheer-menu-375');
    }
    await context.close();
  }
  expect(found).toEqual([]);
});
