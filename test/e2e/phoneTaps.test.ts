// Issue 12 item 1 and issue 25 item 4: on a 375 px phone every button of the module dialog and the
// finish modal is TAPPED (not keyboard-activated) from the overview to 'Voltooid', and a finger
// at the centre of each reaches it, also with the dialog scrolled to its bottom. The floating
// 'Probleem melden' button used to lie over 'Test afronden' and the footer's first link.
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { newPhonePage, tapReaches } from './support/phone';
import { startServer, type RunningServer } from './support/server';
import { logIn } from './support/student';
import { completeModuleByTap, type TapLog } from './support/tapModule';

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

it('taps every button of "Eten en drinken" and the finish modal at 375 px', async () => {
  const { context, page, errors } = await newPhonePage(browser, 375);
  await logIn(page, server.url);
  await page
    .getByText(/vragen/)
    .first()
    .waitFor();
  const log: TapLog = [];
  await completeModuleByTap(page, 'Eten en drinken', log, async (stage) => {
    if (['start', 'slide-1', 'result', 'finish-actions', 'finish-finished'].includes(stage)) {
      await screenshot(page, `taps-eten-${stage}-375`);
    }
  });
  expect(log).toEqual(expect.arrayContaining(['Start', 'Vorige', 'Volgende', 'Test afronden', 'Terug naar overzicht']));
  expect(log.filter((name) => name === 'Volgende').length).toBeGreaterThan(5);
  expect(log.some((name) => /Volgende$/.test(name) && name !== 'Volgende')).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

it('leaves every footer link and the bug-report button tappable at 375 px', async () => {
  const { context, page } = await newPhonePage(browser, 375);
  await logIn(page, server.url);
  await page
    .getByText(/vragen/)
    .first()
    .waitFor();
  const footer = page.locator('footer');
  const links = footer.getByRole('link');
  await links.first().waitFor();
  const covered: string[] = [];
  for (const link of await links.all()) if (!(await tapReaches(link))) covered.push(await link.innerText());
  expect(covered).toEqual([]);
  const bug = footer.getByRole('button', { name: 'Probleem melden' });
  expect(await tapReaches(bug)).toBe(true);
  await bug.tap();
  await page.getByRole('dialog', { name: 'Probleem melden' }).waitFor();
  await screenshot(page, 'taps-footer-bug-report-375');
  await context.close();
});
