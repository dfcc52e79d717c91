// Issue 25 item 4 / issue 12 item 1: the floating 'Probleem melden' button lay over the footer's
// first link and 'Test afronden'. It is now in the page's flow; on a 375 px phone every footer link
// and the button itself are reached by a tap at their centre.
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { newPhonePage, tapReaches } from './support/phone';
import { startServer, type RunningServer } from './support/server';
import { logIn } from './support/student';

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
