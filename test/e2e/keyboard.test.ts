// Every enabled module can be completed with the keyboard alone (issue 7 quality gate): Tab and
// Shift+Tab to move, Space and Enter to act, arrow keys for sliders, digits for number inputs.
// From the overview tile through start, every slide, the result and the finish modal back to the
// overview, where the tile then shows 'Voltooid' and the focus is back on that tile.
//
// The same walk carries the student half of the axe gate (issue 7; the rest is in
// accessibility.test.ts): the overview and the bug report modal before it, every stage of the module
// dialog and its modals in six modules chosen so that every question type, the pre/post slides,
// the norm table and the contact modal appear, and the account pages and the 404 page after it.
// One walk instead of a second one in accessibility.test.ts; the six are walked first, in the
// order that test used, so axe sees each stage in the same state as before.
import type { Browser, Page } from 'playwright-core';
import type { ModuleContent } from '../../src/shared/api';
import { axeViolations } from './support/axe';
import { launchBrowser, screenshot } from './support/browser';
import { focused } from './support/keyboard';
import { completeModuleByKeyboard } from './support/keyboardModule';
import { startServer, type RunningServer } from './support/server';
import { logIn } from './support/student';

jest.setTimeout(600_000);

/** Walked first and checked by axe at every stage: together they show every question type. */
const AXE_MODULES = [
  'Fitheid en bewegen',
  'Eten en drinken',
  'Slaap',
  'Lengte en gewicht (BMI)',
  'Gehoor en harde muziek',
  'Stress en ontspanning',
];

let server: RunningServer;
let browser: Browser;
let page: Page;
let titles: string[] = [];
const pageErrors: string[] = [];
/** Every place axe looked at, and what it found there (serious and critical only). */
const checked: string[] = [];
const axeFound: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // A context of its own (axe's Playwright binding refuses a page from browser.newPage()).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await logIn(page, server.url);
  const data: ModuleContent = await page.evaluate(() => fetch('/api/test/data').then((r) => r.json()));
  const enabled = data.modules.filter((m) => m.topic.status !== 'disabled').map((m) => m.title);
  titles = [...AXE_MODULES.filter((t) => enabled.includes(t)), ...enabled.filter((t) => !AXE_MODULES.includes(t))];
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('reads the enabled modules from GET /api/test/data', () => {
  expect(titles.length).toBeGreaterThan(0);
  // The axe gate below needs all six.
  expect(titles.slice(0, AXE_MODULES.length)).toEqual(AXE_MODULES);
});

it('passes axe on the overview and the bug report modal, before any module is done', async () => {
  await page
    .getByText(/vragen/)
    .first()
    .waitFor();
  const found = await axeViolations(page, 'overview', checked);
  await page.getByRole('button', { name: 'Probleem melden' }).click();
  await page.getByRole('dialog', { name: 'Probleem melden' }).waitFor();
  found.push(...(await axeViolations(page, 'bug report modal', checked)));
  await page.keyboard.press('Escape');
  expect(found).toEqual([]);
});

/** At each stage of the six modules: axe, and at the result also the contact modal when the topic offers one. */
async function axeAtStage(title: string, stage: string): Promise<void> {
  axeFound.push(...(await axeViolations(page, `${title} ${stage}`, checked)));
  const help = page.getByRole('button', { name: 'Hulp van school nodig?' });
  if (stage === 'result' && (await help.count())) {
    await help.click();
    await page.getByRole('dialog', { name: /Hulp van school/ }).waitFor();
    axeFound.push(...(await axeViolations(page, `${title} contact modal`, checked)));
    await page.keyboard.press('Escape');
  }
}

/** The overview's tile of `title` holds the focus (the overview may take a few frames to render). */
function focusOnTile(title: string): Promise<boolean> {
  return page
    .waitForFunction(
      (t) => (document.activeElement?.closest('article, li')?.textContent ?? '').trim().slice(0, 200).includes(t),
      title,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

it('completes every enabled module with the keyboard alone and returns the focus to its tile', async () => {
  const failures: string[] = [];
  for (const title of titles) {
    try {
      const onStage = AXE_MODULES.includes(title) ? (stage: string) => axeAtStage(title, stage) : undefined;
      await completeModuleByKeyboard(page, title, onStage);
      // Back on the overview the focus is on the module just finished, not lost on the page body.
      if (!(await focusOnTile(title))) {
        const f = await focused(page);
        failures.push(`${title}: focus after finishing is on ${f.tag} '${f.name || f.text}'`);
      }
    } catch (err) {
      await screenshot(page, `keyboard-failed-${title.replace(/\W+/g, '-')}`);
      failures.push(`${title}: ${(err as Error).message}`);
      await page.goto(server.url);
      await page
        .getByText(/vragen|Voltooid/)
        .first()
        .waitFor();
    }
  }
  await screenshot(page, 'keyboard-focus-back-on-tile');
  expect(failures).toEqual([]);
  expect(pageErrors).toEqual([]);
});

it('passes axe at every stage of the module dialog and its modals, reached by keyboard', () => {
  expect(axeFound).toEqual([]);
  const stages = [
    'start',
    'slide-1',
    'result',
    'finish-actions',
    'finish-more-info',
    'finish-finished',
    'contact modal',
  ];
  expect(stages.filter((stage) => !checked.some((where) => where.endsWith(stage)))).toEqual([]);
  expect(checked.filter((where) => / slide-\d+$/.test(where)).length).toBeGreaterThan(25);
  // Every stage of each of the six was looked at, not only of some of them.
  expect(AXE_MODULES.filter((title) => !checked.includes(`${title} result`))).toEqual([]);
});

it('passes axe on the account pages and the 404 page, after the modules', async () => {
  const found: string[] = [];
  for (const [path, ready] of [
    ['/mijn-profiel', /profiel/i],
    ['/2factor-instellingen', /2-?factor|tweestaps/i],
    ['/wachtwoord-wijzigen', /wachtwoord/i],
    ['/bestaat-niet', /niet gevonden|bestaat niet/i],
  ] as const) {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: ready }).first().waitFor();
    found.push(...(await axeViolations(page, path, checked)));
  }
  expect(found).toEqual([]);
});
