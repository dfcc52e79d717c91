// Issue 6 end to end in Chromium: the hearing module with the built-in Oorcheck (the test page
// plays a triplet; the run is completed through the page's own API and the app closes the window
// and saves the result), finishing the module, downloading the results PDF once, and filing a bug
// report that an admin can read.
import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { isFinished, nextSnr, randomTriplet, type Trial } from '../../src/features/oorcheck/dinTest';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD, logIn, next, openModule, pressOn } from './support/student';

jest.setTimeout(180_000);

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
  await logIn(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A listener with a threshold of −8 dB SNR, following the staircase as the page does. */
function simulatedRun(): Trial[] {
  const trials: Trial[] = [];
  while (!isFinished(trials)) {
    const snr = nextSnr(trials);
    const digits = randomTriplet();
    trials.push({ digits, snr, response: snr > -8 ? digits.join('') : '' });
  }
  return trials;
}

it('does the Oorcheck, finishes the hearing module and downloads the PDF once', async () => {
  await openModule(page, /^Gehoor/);
  await page.getByRole('button', { name: 'Start' }).click();
  await next(page); // info slide
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Doe de Oorcheck' }).click();
  const popup = await popupPromise;
  await popup.getByRole('heading', { name: 'Oorcheck' }).waitFor();
  await popup.getByText('dit is een screening, geen medische test').waitFor();
  await popup.getByText(/koptelefoon/).first().waitFor();
  await screenshot(popup, 'oorcheck-intro');

  // The page plays the first triplet in noise, then asks for the digits.
  await popup.getByRole('button', { name: 'Start de test' }).click();
  await popup.getByRole('heading', { name: 'Ronde 1 van 24' }).waitFor();
  const digits = popup.getByLabel('Drie cijfers');
  await expect(digits.isEnabled()).resolves.toBe(false);
  await popup.waitForFunction(() => !(document.getElementById('oc-digits') as HTMLInputElement).disabled, undefined, { timeout: 10_000 });
  await screenshot(popup, 'oorcheck-trial');
  await popup.getByRole('button', { name: 'Volgende' }).click();
  await popup.getByText('Typ precies drie cijfers.').waitFor();

  // Nobody listens in a headless browser: complete the session through the page's own API call.
  const token = new URL(popup.url()).searchParams.get('token');
  const status = await popup.evaluate(
    async ({ token: tok, trials }) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(`/api/oorcheck/session/${tok}/complete`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ trials }),
      });
      return res.json();
    },
    { token, trials: simulatedRun() },
  );
  expect(status).toMatchObject({ status: 'complete', result: 'good' });
  // The app polls every 3 s, closes the window and saves 1 ('goed').
  await popup.waitForEvent('close', { timeout: 10_000 });
  await page.getByText('Uitkomst van de Oorcheck (een indicatie): voldoende').waitFor();
  await screenshot(page, 'oorcheck-saved');
  await next(page);

  await pressOn(page, page.getByRole('slider').first(), 'ArrowRight', 15); // 1,5 uur per dag
  await next(page);
  await pressOn(page, page.getByRole('slider').first(), 'ArrowRight', 60); // 60 %
  await next(page);
  await page.getByRole('spinbutton').or(page.getByRole('textbox')).first().fill('12'); // 12 keer uit
  await next(page);
  // Composite single choice: one 'Altijd' per situation.
  const always = page.getByRole('radio', { name: 'Altijd' });
  for (let i = 0; i < (await always.count()); i++) await always.nth(i).check();
  await next(page);
  await page.getByRole('checkbox').first().check();
  await screenshot(page, 'gehoor-klachten');
  await next(page);
  // Post-slide: age and gender, as far as not yet known.
  await page.getByRole('radio', { name: '16 jaar' }).check();
  await page.getByRole('radio', { name: 'Vrouw' }).check();
  await next(page);
  await page.getByRole('heading', { name: 'Jouw lifestyle reality check' }).waitFor();
  await page.getByRole('button', { name: 'Test afronden' }).click();

  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: 'Ik wil geen actie ondernemen' }) });
  await dialog.waitFor();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Volgende' }).click();
  const back = page.getByRole('button', { name: 'Terug naar overzicht' });
  const moreInfoNext = page.getByRole('dialog').getByRole('button', { name: 'Volgende' });
  await back.or(moreInfoNext).first().waitFor();
  if (!(await back.isVisible())) await moreInfoNext.click();
  await back.waitFor();

  // The PDF opens in a new tab once; the button is then used up.
  const pdfResponse = context.waitForEvent('response', (r) => r.url().includes('/api/test/result-pdf'));
  await page.getByRole('button', { name: /PDF/ }).click();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // Chromium shows the PDF in its viewer; fetch the same url with the student's cookies for the bytes.
  const body = await (await context.request.get(response.url())).body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-', '-'], { input: body }).toString('utf8');
  expect(text).toContain('Gehoor en harde muziek');
  expect(text).toContain('Jouw gekozen acties');
  expect(text).not.toContain('geen actie te ondernemen'); // an action was chosen
  for (const other of context.pages()) if (other !== page) await other.close();
  await expect(page.getByRole('button', { name: /PDF/ }).isDisabled()).resolves.toBe(true);
  await screenshot(page, 'finished-pdf-used');
  await back.click();
  await page.getByText('Voltooid').first().waitFor();
});

it('files a bug report that an admin can read', async () => {
  await page.getByRole('button', { name: 'Probleem melden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Probleem melden' });
  await dialog.getByLabel('Beschrijving').fill('De tegel van Gehoor staat scheef');
  await screenshot(page, 'bug-report-modal');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await page.getByText('Bedankt voor de feedback!').waitFor();
  await expect(dialog.count()).resolves.toBe(0);

  const admin = await browser.newContext();
  const res = await admin.request.post(`${server.url}/login`, {
    data: { username: 'admin@demo.nl', password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await xsrfFor(admin) },
  });
  expect(res.ok()).toBe(true);
  const list = await (await admin.request.get(`${server.url}/api/bug-report`)).json();
  expect(list.items[0]).toMatchObject({ message: 'De tegel van Gehoor staat scheef', username: 'leerling@demo.nl' });
  const report = await (await admin.request.get(`${server.url}/api/bug-report/${list.items[0].id}`)).json();
  expect(report.data.navigation.userAgent).toContain('Chrome');
  expect(JSON.stringify(report.data)).not.toMatch(/Welkom-check/);
  await admin.close();
  expect(pageErrors).toEqual([]);
});

async function xsrfFor(ctx: BrowserContext): Promise<string> {
  await ctx.request.get(`${server.url}/online`);
  const cookie = (await ctx.cookies(server.url)).find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}
