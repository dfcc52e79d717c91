// The foundation end to end: the real built server on a fresh data folder, Debian's Chromium,
// a student logs in, sees the module overview and logs out — at phone and desktop widths.
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

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

describe.each([
  ['phone', 375, 812],
  ['desktop', 1280, 900],
])('login and logout on a %s', (label, width, height) => {
  it('shows Aanmelden, logs leerling@demo.nl in, shows the overview and logs out', async () => {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'nl-NL' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();
    await screenshot(page, `home-${label}`);

    await page.getByRole('textbox', { name: /e-mail/i }).fill('  leerling@demo.nl ');
    await page.getByRole('button', { name: 'Verder' }).click();
    await page
      .getByLabel(/wachtwoord/i)
      .first()
      .waitFor();
    await expectVisible(page.getByText('leerling@demo.nl'));
    await expectVisible(
      page.getByRole('button', { name: 'wijzigen' }).or(page.getByRole('link', { name: 'wijzigen' })),
    );
    await screenshot(page, `login-step-${label}`);

    await page
      .getByLabel(/wachtwoord/i)
      .first()
      .fill('Welkom-check-2026');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByText('Ingelogd!').waitFor();
    await page
      .getByText(/vragen/)
      .first()
      .waitFor();
    await screenshot(page, `overview-${label}`);

    if (width < 700) await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).first().click();
    await page.getByText('Weet je zeker dat je uit wilt loggen.').waitFor();
    await screenshot(page, `logout-confirm-${label}`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();

    const loggedIn = await page.evaluate(() => fetch('/logged-in').then((r) => r.json()));
    expect(loggedIn).toEqual({ logged_in: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});

it('shows the register step for an account that is not activated and the unknown step for a stranger', async () => {
  const page = await browser.newPage({ locale: 'nl-NL' });
  await page.goto(server.url);
  await page.getByRole('textbox', { name: /e-mail/i }).fill('nieuw@demo.nl');
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByText('Activatie e-mail niet ontvangen?').waitFor();
  await screenshot(page, 'register-step');

  await page
    .getByRole('button', { name: /wijzigen/i })
    .or(page.getByRole('link', { name: /wijzigen/i }))
    .first()
    .click();
  await page.getByRole('textbox', { name: /e-mail/i }).fill('onbekend@demo.nl');
  await page.getByRole('button', { name: 'Verder' }).click();
  await page
    .getByText(/docent/i)
    .first()
    .waitFor();
  await screenshot(page, 'unknown-step');
  await page.close();
});

async function expectVisible(locator: {
  first: () => { isVisible: () => Promise<boolean>; waitFor: () => Promise<void> };
}) {
  await locator.first().waitFor();
  expect(await locator.first().isVisible()).toBe(true);
}
