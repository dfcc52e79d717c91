// axe-core in Chromium on every route and on every stage of the module dialog and its modals
// (issue 7 quality gate): zero serious or critical violations. Each page or stage is checked in
// the state a student sees it. Here: logged out, an admin, and a 375 px phone. The logged-in
// student's overview, account pages, 404 page, bug report modal and every stage of the module
// dialog in six modules (every question type: range, single, multiple, composite time range, BMI,
// Oorcheck, pre- and post-slides, and the norm table) are checked in keyboard.test.ts, inside its
// keyboard walk of the modules, so the modules are walked once.
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { newPhonePage, obscuredControls, offerInstall } from './support/phone';
import { DEMO_PASSWORD, logIn } from './support/student';
import { completeModuleByTap, type TapLog } from './support/tapModule';
import { serverAndBrowserForFile } from './support/suite';

jest.setTimeout(600_000);

const suite = serverAndBrowserForFile();

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  return { context, page: await context.newPage() };
}

/** Every place checked, so the test can show it really reached each stage. */
const checked: string[] = [];

/** Serious and critical violations on the page as it is now, one line each. */
const violations = (page: Page, where: string) => axeViolations(page, where, checked);

const TOKEN = 'A'.repeat(43);

it('logged out: home, every login widget step and the public pages', async () => {
  const { context, page } = await newPage();
  const found: string[] = [];
  const visit = async (path: string, ready: string | RegExp) => {
    await page.goto(`${suite.server.url}${path}`);
    await page.getByRole('heading', { name: ready }).first().waitFor();
    found.push(...(await violations(page, path)));
  };
  await visit('/', 'Aanmelden');
  const email = page.getByRole('textbox', { name: /e-mail/i });
  for (const [address, step, ready] of [
    ['leerling@demo.nl', 'login step', page.getByRole('button', { name: 'Inloggen' })],
    ['nieuw@demo.nl', 'register step', page.getByText('Activatie e-mail niet ontvangen?')],
    ['onbekend@demo.nl', 'unknown step', page.getByRole('alert').or(page.getByRole('status')).first()],
  ] as const) {
    await page.goto(suite.server.url);
    await email.fill(address);
    await page.getByRole('button', { name: 'Verder' }).click();
    await ready.waitFor();
    found.push(...(await violations(page, `widget ${step}`)));
  }
  await visit('/inloggen', /inloggen|aanmelden/i);
  await visit('/wachtwoord-vergeten', /wachtwoord/i);
  await visit(`/resetting/reset/${TOKEN}`, 'Wachtwoord instellen');
  await visit(`/register/confirm/${TOKEN}`, /wachtwoord/i);

  // The 2-factor code page, reached as a student with email 2-factor would.
  await page.goto(suite.server.url);
  await email.fill('leerling.2fa@demo.nl');
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Code').waitFor();
  found.push(...(await violations(page, '/2factor-code')));
  await context.close();
  expect(found).toEqual([]);
});

it('an admin: the imitate page', async () => {
  const { context, page } = await newPage();
  await logIn(page, suite.server.url, 'admin@demo.nl');
  await page.goto(`${suite.server.url}/imitate`);
  await page.getByRole('heading', { name: 'Imiteer gebruiker' }).waitFor();
  expect(await violations(page, '/imitate')).toEqual([]);
  await context.close();
});

// Issue 25 'gates that see phones': the gate above runs at 1280 px, where the install offer never
// shows. Here a 375 px phone with the install offer present (the event Chromium fires on an
// Android phone), on the logged-out home, the overview with the menu open and shut, and the
// module dialog's slide, result and finish stages: axe, and nothing fixed covering a focused
// control (WCAG 2.2 2.4.11).
it('a phone at 375 px with the install offer: home, overview, menu, a slide, the result and the finish dialog', async () => {
  const { context, page, errors } = await newPhonePage(suite.browser, 375);
  const found: string[] = [];
  const gate = async (where: string) => {
    found.push(...(await violations(page, `375 ${where}`)));
    found.push(...(await obscuredControls(page)).map((problem) => `375 ${where}: ${problem}`));
  };
  await page.goto(suite.server.url);
  await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();
  await offerInstall(page);
  await page.getByRole('button', { name: 'Op beginscherm zetten' }).waitFor();
  await gate('home');
  await logIn(page, suite.server.url);
  await page
    .getByText(/vragen/)
    .first()
    .waitFor();
  await offerInstall(page);
  await gate('overview');
  await page.getByRole('button', { name: 'Menu openen' }).tap();
  await page
    .getByRole('navigation', { name: 'Mobiel menu' })
    .getByRole('button', { name: 'Op beginscherm zetten' })
    .waitFor();
  await gate('menu');
  await page.getByRole('button', { name: 'Menu sluiten' }).tap();
  const log: TapLog = [];
  await completeModuleByTap(page, 'Eten en drinken', log, async (stage) => {
    if (['start', 'slide-1', 'slide-2', 'result', 'finish-actions', 'finish-finished'].includes(stage))
      await gate(stage);
  });
  await context.close();
  expect(found).toEqual([]);
  expect(checked.filter((where) => where.startsWith('375 ')).sort()).toEqual(
    [
      '375 home',
      '375 overview',
      '375 menu',
      '375 start',
      '375 slide-1',
      '375 slide-2',
      '375 result',
      '375 finish-actions',
      '375 finish-finished',
    ].sort(),
  );
  expect(errors).toEqual([]);
});
