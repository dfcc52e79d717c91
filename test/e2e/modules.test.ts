// Issue 3 end to end: leerling@demo.nl completes the sleep module and the fitheid module in
// Chromium against the real server, sees the result screen and the norm table, and finishes.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { logIn, next, openModule, pressOn } from './support/student';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await logIn(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function account(): Promise<{ finishedModules: number[] }> {
  return page.evaluate(() => fetch('/api/account').then((r) => r.json()));
}

it('completes the sleep module with the keyboard sliders and sees the result', async () => {
  await openModule(page, /^Slaap/);
  await screenshot(page, 'slaap-start');
  await page.getByRole('button', { name: 'Start' }).click();

  // Pre-slide: age is required by the sleep config; next without it shows the spec's warning.
  await next(page);
  await page.getByText('Geef aan wat je leeftijd is').waitFor();
  await screenshot(page, 'slaap-pre-slide-warning');
  await page.getByRole('radio', { name: '16 jaar' }).check();
  await next(page);

  // Info slide, then the composite quarter-hour-range: school days 22:30–7:00, weekend 23:30–9:30.
  await next(page);
  const starts = page.getByRole('slider', { name: 'Begintijd' });
  const ends = page.getByRole('slider', { name: 'Eindtijd' });
  await next(page);
  await page
    .getByText('Graag een waarde invullen')
    .or(page.getByText('De ingevoerde waarde valt niet binnen het bereik'))
    .first()
    .waitFor();
  await pressOn(page, starts.nth(0), 'ArrowRight', 14); // 19:00 + 3:30
  await pressOn(page, ends.nth(0), 'ArrowLeft', 28); // 14:00 − 7:00
  await pressOn(page, starts.nth(1), 'ArrowRight', 18); // 23:30
  await pressOn(page, ends.nth(1), 'ArrowLeft', 18); // 9:30
  await page.getByText('22:30 – 7:00 = 8:30').waitFor();
  await page.getByText('23:30 – 9:30 = 10:00').waitFor();
  await screenshot(page, 'slaap-time-range');
  await next(page);

  await page.getByRole('radio', { name: 'Minder dan een kwartier' }).check();
  await next(page);
  await pressOn(page, page.getByRole('slider').first(), 'ArrowRight', 4); // 1:00 screen-free
  await next(page);
  await page.getByRole('radio', { name: 'Buiten mijn slaapkamer' }).check();
  await next(page);
  // Exclusive option: 'Geen van deze' clears and disables the others.
  await page.getByRole('checkbox', { name: 'Koffie' }).check();
  await page.getByRole('checkbox', { name: 'Geen van deze' }).check();
  expect(await page.getByRole('checkbox', { name: 'Koffie' }).isChecked()).toBe(false);
  expect(await page.getByRole('checkbox', { name: 'Koffie' }).isDisabled()).toBe(true);
  await next(page);
  await page.getByRole('radio', { name: '(Bijna) nooit' }).check();
  await next(page);

  // Post-slide asks what is not yet known (gender), with 'Anders'.
  await page.getByRole('radio', { name: 'Anders' }).check();
  await next(page);

  await page.getByRole('heading', { name: 'Jouw lifestyle reality check' }).waitFor();
  expect(await page.getByRole('table').count()).toBe(0); // norm table only for fitheid
  await screenshot(page, 'slaap-result');
  await page.getByRole('button', { name: 'Test afronden' }).click();
  await finishThroughModal(page, 'slaap');
});

it('completes fitheid and sees the norm results table', async () => {
  await openModule(page, /^Fitheid/);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('radio', { name: '17 jaar' }).check();
  await page.getByRole('radio', { name: 'Vrouw' }).check();
  await next(page);
  await next(page); // info slide
  await pressOn(page, page.getByRole('slider').first(), 'ArrowRight', 24); // 6 hours a week
  await next(page);
  await pressOn(page, page.getByRole('slider').first(), 'ArrowRight', 2); // 2 days
  await next(page);
  await pressOn(page, page.getByRole('slider').first(), 'ArrowRight', 32); // 8 hours sitting
  await next(page);
  await page.getByRole('radio', { name: 'Op de fiets' }).check();
  await next(page);
  await page.getByRole('checkbox', { name: 'Ik heb dit onderdeel (nog) niet gedaan' }).check(); // shuttle run skipped
  await next(page);
  await pressOn(page, page.getByRole('slider').first(), 'ArrowRight', 15);
  await next(page);
  await page.getByRole('radio', { name: 'Best fit' }).check();
  await next(page);

  await page.getByRole('heading', { name: 'Jouw lifestyle reality check' }).waitFor();
  const table = page.getByRole('table');
  await table.waitFor();
  const rows = await table.getByRole('row').count();
  expect(rows).toBeGreaterThanOrEqual(4);
  await screenshot(page, 'fitheid-result');
  await page.getByRole('button', { name: 'Test afronden' }).click();
  await finishThroughModal(page, 'fitheid');
  expect(pageErrors).toEqual([]);
});

async function finishThroughModal(p: Page, name: string) {
  const noAction = p.getByRole('checkbox', { name: 'Ik wil geen actie ondernemen' });
  const back = p.getByRole('button', { name: 'Terug naar overzicht' });
  await noAction.or(back).first().waitFor();
  if (await noAction.count()) {
    const dialog = p.getByRole('dialog').filter({ has: noAction });
    // Next without any choice is refused with the spec's warning (unless actions are pre-selected).
    if ((await dialog.getByRole('checkbox', { checked: true }).count()) === 0) {
      await dialog.getByRole('button', { name: 'Volgende' }).click();
      await p
        .getByText('Kies op zijn minst 1 actie, of kies ervoor om helemaal geen actie te ondernemen.')
        .first()
        .waitFor();
    }
    await screenshot(p, `${name}-finish-actions`);
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Volgende' }).click();
    await screenshot(p, `${name}-finish-after-actions`);
    const moreInfoNext = p.getByRole('dialog').getByRole('button', { name: 'Volgende' });
    if (!(await back.isVisible()) && (await moreInfoNext.count())) await moreInfoNext.click();
  }
  await back.waitFor();
  await screenshot(p, `${name}-finished`);
  const saved = await account();
  await back.click();
  await p.getByText('Voltooid').first().waitFor();
  expect(saved.finishedModules.length).toBeGreaterThan(0);
}
