// Issue 12 item 2 in Chromium: a Dutch decimal comma on the BMI slide is read as a decimal (Chromium's
// number box used to drop it: 65,5 became 655 and no BMI), a point too, and an unreadable entry is
// refused with a Dutch message. At phone width, tapped, with an English-speaking browser locale, so
// nothing depends on the browser's own number parsing.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { logIn, openModule } from './support/student';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  page = await context.newPage();
  await logIn(page, server.url);
  await openModule(page, /^Lengte en gewicht/);
  await page.getByText('Ingelogd!').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Start', exact: true }).tap();
  // The pre-slide asks the age (and the gender where the module needs it).
  await page.getByRole('radio', { name: '16 jaar' }).tap();
  if (await page.getByRole('radio', { name: 'Vrouw' }).count()) await page.getByRole('radio', { name: 'Vrouw' }).tap();
  await page.getByRole('button', { name: 'Volgende', exact: true }).tap();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('reads 65,5 kg as 65,5 and computes the BMI', async () => {
  const length = page.getByRole('textbox', { name: 'Lengte (cm)' });
  const weight = page.getByRole('textbox', { name: 'Gewicht (kg)' });
  await length.tap();
  await page.keyboard.type('175');
  await weight.tap();
  await page.keyboard.type('65,5');
  await page.getByText('Je BMI is 21,4: gezond gewicht').waitFor();
  await length.tap(); // leaving the box shows the number back in nl-NL
  expect(await weight.inputValue()).toBe('65,5');
  await screenshot(page, 'decimal-comma-bmi-375');
});

it('reads 65.5 the same way and shows it back with a comma', async () => {
  const weight = page.getByRole('textbox', { name: 'Gewicht (kg)' });
  await weight.fill('65.5');
  await page.getByText('Je BMI is 21,4: gezond gewicht').waitFor();
  await weight.blur();
  expect(await weight.inputValue()).toBe('65,5');
});

it('refuses what it cannot read with a Dutch message', async () => {
  const weight = page.getByRole('textbox', { name: 'Gewicht (kg)' });
  await weight.fill('65,5,5');
  await page.getByRole('alert').filter({ hasText: 'Dit getal kunnen we niet lezen' }).waitFor();
  await page.getByText('Vul je lengte en gewicht in om je BMI te berekenen.').waitFor();
  await screenshot(page, 'decimal-comma-unreadable-375');
  await page.getByRole('button', { name: 'Volgende', exact: true }).tap();
  await page.getByText('Voer de benodigde informatie in om je BMI te berekenen').waitFor();
});
