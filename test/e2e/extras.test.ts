// Issues 6 and 22 end to end in Chromium: the hearing module with the built-in Oorcheck (a student
// who types random digits on the test page through a whole run gets 'onvoldoende'; the app closes
// the window and saves 0, and the finished test keeps it), finishing the module, downloading the
// results PDF once, and filing a bug report that an admin can read. The server runs the Oorcheck
// with ROUNDS counted triplets instead of 24 (OORCHECK_ROUNDS): the page and the app do the same
// whatever the count, and the server tests run whole 24-triplet runs through the API.
import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeOn } from './support/axe';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD, logIn, next, openModule, pressOn } from './support/student';

jest.setTimeout(180_000);

/** Counted triplets in this file's Oorcheck runs (OORCHECK_ROUNDS; the real test has 24). */
const ROUNDS = 6;

/** The 'random' digits the student types: seeded, so every run types the same ones. */
function seededDigits(seed: number): () => string {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return String(100 + Math.floor((state / 2147483648) * 900));
  };
}

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer({ OORCHECK_ROUNDS: String(ROUNDS) });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  // Nobody listens in a headless browser: play each trial 16 times faster so a whole run of the
  // real page takes seconds, not minutes. Everything else (the server's run, the page) is as real.
  await context.addInitScript(() => {
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      this.playbackRate.value = 16;
      return start.apply(this, args);
    };
  });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await logIn(page, server.url);
});

/** Serious and critical axe findings on the page as it is now. */
async function axeProblems(target: Page): Promise<string[]> {
  const { violations } = await axeOn(target).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('does the Oorcheck, finishes the hearing module and downloads the PDF once', async () => {
  await openModule(page, /^Gehoor/);
  await page.getByRole('button', { name: 'Start' }).click();
  await next(page); // info slide
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Doe de Oorcheck' }).click();
  const popup = await popupPromise;
  await popup.getByRole('heading', { name: 'Oorcheck' }).waitFor();
  await popup.getByText('dit is een screening, geen medische test').waitFor();
  await popup
    .getByText(/koptelefoon/)
    .first()
    .waitFor();
  await screenshot(popup, 'oorcheck-intro');
  expect(await axeProblems(popup)).toEqual([]);

  // Headphones (antiphasic) is the default; the page plays each trial, then asks for the digits.
  await expect(popup.getByRole('radio', { name: /Met een koptelefoon/ }).isChecked()).resolves.toBe(true);
  await popup.getByRole('button', { name: 'Start de test' }).click();
  const status = popup.getByRole('status');
  const digits = popup.getByLabel('Drie cijfers');
  await status.filter({ hasText: `Ronde 1 van ${ROUNDS}` }).waitFor();
  await expect(popup.getByRole('progressbar', { name: 'Voortgang van de test' }).count()).resolves.toBe(1);
  // The bar's length is the server's count of rounds.
  await expect(popup.getByRole('progressbar').getAttribute('max')).resolves.toBe(String(ROUNDS));
  await popup.waitForFunction(() => document.activeElement?.id === 'oc-digits', undefined, { timeout: 10_000 });
  await screenshot(popup, 'oorcheck-trial');
  expect(await axeProblems(popup)).toEqual([]);
  await popup.getByRole('button', { name: 'Volgende' }).click();
  await popup.getByText('Typ precies drie cijfers.').waitFor();

  // Hold the app's status polls (as if offline for a moment) while the page is checked, so the app
  // cannot close the window mid-check; the saga keeps polling through network errors.
  const statusPolls = '**/api/oorcheck/status/**';
  let heldPolls = 0;
  await context.route(statusPolls, (route) => {
    heldPolls += 1;
    return route.abort('internetdisconnected');
  });
  // A student typing random digits: every round counted once, never beyond the run's count.
  const randomDigits = seededDigits(20261126);
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    const done = popup.getByRole('heading', { name: 'Klaar!' });
    if (await done.isVisible()) break;
    await popup.waitForFunction(() => document.activeElement?.id === 'oc-digits', undefined, { timeout: 10_000 });
    seen.push((await status.textContent()) ?? '');
    await digits.fill(randomDigits());
    if (i === 2) {
      // The connection drops as the answer goes out: the page offers to send it again, the run goes on.
      await context.setOffline(true);
      await digits.press('Enter');
      await status.filter({ hasText: 'Je antwoord kon niet worden verstuurd' }).waitFor();
      await screenshot(popup, 'oorcheck-offline');
      await context.setOffline(false);
      await popup.getByRole('button', { name: 'Opnieuw proberen' }).click();
    } else {
      await digits.press('Enter');
    }
    // The answer went out when the page clears the field for the next round (or shows the outcome).
    await popup.waitForFunction(() => {
      const field = document.getElementById('oc-digits') as HTMLInputElement | null;
      return !field || field.value === '';
    });
  }
  await screenshot(popup, 'oorcheck-result');
  expect(await axeProblems(popup)).toEqual([]);
  const rounds = seen.filter((s) => s.startsWith('Ronde'));
  expect(new Set(rounds).size).toBe(rounds.length);
  expect(rounds.every((s) => Number(new RegExp(`Ronde (\\d+) van ${ROUNDS}`).exec(s)?.[1]) <= ROUNDS)).toBe(true);
  // The run went to its end: each of its rounds shown once.
  expect(rounds.length).toBe(ROUNDS);
  await popup.getByText('Uitkomst: onvoldoende').waitFor();
  await popup.getByText(/Doe de test nog een keer op een stille plek/).waitFor();
  // The app polls every 3 s, closes the window and saves 0 ('onvoldoende').
  expect(heldPolls).toBeGreaterThan(0);
  await context.unroute(statusPolls);
  await popup.waitForEvent('close', { timeout: 10_000 });
  await page.getByText('Uitkomst van de Oorcheck (een indicatie): onvoldoende').waitFor();
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

  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('checkbox', { name: 'Ik wil geen actie ondernemen' }) });
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
  expect(text).toContain('Oorcheck: doe de test nog een keer'); // the stored answer is the session's 'onvoldoende'
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
