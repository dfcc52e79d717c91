// Issue 12 item 1 and issue 25 item 4: on a 375 px phone every button of the module dialog and the
// finish modal is TAPPED (not keyboard-activated) from the overview to 'Voltooid', and a finger
// at the centre of each reaches it, also with the dialog scrolled to its bottom. The floating
// 'Probleem melden' button used to lie over 'Test afronden' and the footer's first link.
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { newPhonePage, obscuredControls, offerInstall, tapReaches } from './support/phone';
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

// Issue 25's phone gate rides along (WCAG 2.2 2.4.11): on the overview (with the install offer and
// the 'Ingelogd!' notification showing), a slide, the result page (also with the offline bar) and
// the finish dialog, every focusable control is reached by a tap at its centre and its focus
// indicator lies under no fixed or sticky element.
it('taps every button of "Eten en drinken" and the finish modal at 375 px; nothing fixed covers a focused control', async () => {
  const { context, page, errors } = await newPhonePage(browser, 375);
  await logIn(page, server.url);
  await page
    .getByText(/vragen/)
    .first()
    .waitFor();
  await offerInstall(page);
  const obscured: string[] = [];
  const gate = async (stage: string) => {
    for (const problem of await obscuredControls(page)) obscured.push(`${stage}: ${problem}`);
  };
  // The pointer rests on the notification, so it stays while the gate runs (it pauses then).
  await page.getByText('Ingelogd!').hover();
  await gate('overview');
  await screenshot(page, 'taps-overview-notification-375');
  await page.mouse.move(0, 0);
  const log: TapLog = [];
  const controlLooks: Record<string, string> = {};
  await completeModuleByTap(page, 'Eten en drinken', log, async (stage) => {
    if (['start', 'slide-1', 'result', 'finish-actions', 'finish-finished'].includes(stage)) {
      await screenshot(page, `taps-eten-${stage}-375`);
    }
    if (['slide-1', 'result', 'finish-actions', 'finish-finished'].includes(stage)) await gate(stage);
    // Issue 12 item 10: the finish modal's checkboxes look like the slides' (green, same size).
    const look = (el: Element) => `${getComputedStyle(el).accentColor} ${getComputedStyle(el).width}`;
    const slideControl = page.locator('.md-slides__main input.question__control');
    if (stage.startsWith('slide-') && !controlLooks.slide && (await slideControl.count()))
      controlLooks.slide = await slideControl.first().evaluate(look);
    if (stage === 'finish-actions')
      controlLooks.finish = await page.locator('.finish-check input').first().evaluate(look);
    if (stage === 'result') {
      await context.setOffline(true);
      await page.evaluate(() => window.dispatchEvent(new Event('offline')));
      await page.getByText('Je bent offline', { exact: false }).first().waitFor();
      await gate('result offline');
      await screenshot(page, 'taps-eten-result-offline-375');
      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.getByText('Je bent offline', { exact: false }).first().waitFor({ state: 'detached' });
    }
  });
  expect(obscured).toEqual([]);
  expect(controlLooks.slide).toBeDefined();
  expect(controlLooks.finish).toBe(controlLooks.slide);
  expect(log).toEqual(expect.arrayContaining(['Start', 'Vorige', 'Volgende', 'Test afronden', 'Terug naar overzicht']));
  expect(log.filter((name) => name === 'Volgende').length).toBeGreaterThan(5);
  expect(log.some((name) => /Volgende$/.test(name) && name !== 'Volgende')).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

// Issue 25 item 4 / issue 12 item 1: the floating bug button lay over 'Privacyverklaring' (and,
// focused, 'Voedingscentrum'). Now every footer link is tapped at its centre and, focused, lies
// under nothing fixed, on a phone and on a desktop screen. Firefox and WebKit: engines.test.ts.
it.each([
  [375, true],
  [1280, false],
])(
  'leaves every footer link and the bug-report button tappable and uncovered when focused at %i px',
  async (width, phone) => {
    const { context, page } = phone
      ? await newPhonePage(browser, width)
      : await (async () => {
          const desktop = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nl-NL' });
          return { context: desktop, page: await desktop.newPage() };
        })();
    await logIn(page, server.url);
    await page
      .getByText(/vragen/)
      .first()
      .waitFor();
    if (phone) await offerInstall(page);
    // Focused with the 'Ingelogd!' notification still showing (the pointer rests on it, so it stays).
    await page.getByText('Ingelogd!').hover();
    expect(await obscuredControls(page, 'footer')).toEqual([]);
    await page.mouse.move(0, 0);
    const footer = page.locator('footer');
    const links = footer.getByRole('link');
    // The first line: an external link adds '(opent in een nieuw venster)' for screen readers.
    const names = (await links.allInnerTexts()).map((text) => text.split('\n')[0].trim());
    expect(names).toEqual(expect.arrayContaining(['Privacyverklaring', 'Voedingscentrum']));
    const covered: string[] = [];
    for (const link of await links.all()) if (!(await tapReaches(link))) covered.push(await link.innerText());
    expect(covered).toEqual([]);
    const bug = footer.getByRole('button', { name: 'Probleem melden' });
    expect(await tapReaches(bug)).toBe(true);
    if (phone) await bug.tap();
    else await bug.click();
    await page.getByRole('dialog', { name: 'Probleem melden' }).waitFor();
    await screenshot(page, `taps-footer-bug-report-${width}`);
    await context.close();
  },
);

// Issue 12 item 10: a radio button shrank when its label wrapped (the Google option at 375 px).
it('keeps every radio button of the 2-factor settings full size at 320 px', async () => {
  const { context, page } = await newPhonePage(browser, 320);
  await logIn(page, server.url);
  await page.goto(`${server.url}/2factor-instellingen`);
  const radios = page.getByRole('radio');
  await radios.first().waitFor();
  const sizes = await radios.evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return `${Math.round(box.width)}x${Math.round(box.height)}`;
    }),
  );
  expect(sizes.length).toBeGreaterThan(1);
  expect(new Set(sizes).size).toBe(1);
  const [width, height] = sizes[0].split('x').map(Number);
  expect(width).toBe(height);
  await screenshot(page, 'twofactor-settings-320');
  await context.close();
});
