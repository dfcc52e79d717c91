// Statistieken in Chromium against the built server and its demo data (a small school, so nearly
// every group is below k = 10 and hidden, as it should be): a school manager opens the school
// dashboard, filters by class, meets a hidden figure ("minder dan 10", never 0), opens the table view
// and downloads the school report — once at 375 px by touch, once at 1280 px by keyboard only. The
// dashboards and a module's page pass axe and fit at 320, 375 and 1280 px (screenshots to look at).
// Last, a class large enough to be shown is added in this file's own setup (not the seed), so the
// charts and tables are also seen with figures in them.
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { screenshot } from './support/browser';
import { sidewaysOverflow } from './support/phone';
import { sessionOf } from './support/student';
import { serverAndBrowserForFile } from './support/suite';
import { settled, watchedPage } from './support/settled';

jest.setTimeout(300_000);

const suite = serverAndBrowserForFile();

async function managerAt(width: number, account = 'manager@demo.nl') {
  const phone = width < 900;
  const context = await suite.browser.newContext({
    viewport: { width, height: phone ? 812 : 900 },
    locale: 'nl-NL',
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
    acceptDownloads: true,
    storageState: await sessionOf(suite.browser, suite.server.url, account),
  });
  return { context, page: await watchedPage(context) };
}

const schoolDashboard = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Statistieken van Demo College' }).waitFor();

/** The report as the browser saved it: a PDF with the server's file name. */
async function expectReport(download: Download) {
  expect(download.suggestedFilename()).toMatch(/^schoolrapport-\d+-\d{4}\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
}

/** Presses Tab until the element has focus (a control Tab cannot reach fails here). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${String(target)} in ${limit} presses`);
}

it('a school manager filters by class, meets a hidden figure, reads the table and downloads the report by touch at 375 px', async () => {
  const { context, page } = await managerAt(375);
  await page.goto(`${suite.server.url}/beheer/statistieken`);
  await schoolDashboard(page);
  expect(page.url()).toMatch(/\/beheer\/statistieken\/scholen\/\d+$/);

  // On a phone the filters fold behind one line.
  const klas = page.getByRole('combobox', { name: 'Klas' });
  if (!(await klas.isVisible())) await page.getByText('Filters', { exact: true }).tap();
  const classes = await klas.locator('option').allTextContents();
  expect(classes.length).toBeGreaterThan(1);
  await klas.selectOption({ label: classes[1]! });
  await page.waitForURL(/[?&]klas=/);
  await page.getByText('Filters (1 actief)').waitFor();

  // The demo school is small: its groups are hidden, and read as such, never as 0.
  const figure = page.getByRole('figure', { name: 'Deelname per module' });
  await figure.getByText('minder dan 10').first().waitFor();
  await figure.getByRole('button', { name: 'Tabel' }).tap();
  const table = figure.getByRole('table', { name: 'Deelname per module' });
  await table.waitFor();
  const cells = await table.getByRole('cell').allTextContents();
  expect(cells.length).toBeGreaterThan(0);
  expect(cells.every((text) => text === 'minder dan 10')).toBe(true);
  await figure.getByText(/“minder dan 10”: deze groep heeft minder dan 10 leerlingen/).waitFor();
  await screenshot(page, 'statistieken-school-tabel-375');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Schoolrapport downloaden (PDF)' }).tap(),
  ]);
  await expectReport(download);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});

it('the same by keyboard alone at 1280 px', async () => {
  const { context, page } = await managerAt(1280);
  await page.goto(`${suite.server.url}/beheer/statistieken`);
  await schoolDashboard(page);

  const klas = page.getByRole('combobox', { name: 'Klas' });
  await tabTo(page, klas);
  await page.keyboard.press('ArrowDown');
  await page.waitForURL(/[?&]klas=/);

  const figure = page.getByRole('figure', { name: 'Resultaten per module' });
  await figure.getByText('minder dan 10').first().waitFor();
  const tabel = figure.getByRole('button', { name: 'Tabel' });
  await tabTo(page, tabel);
  await page.keyboard.press('Enter');
  expect(await tabel.getAttribute('aria-pressed')).toBe('true');
  const cells = await figure.getByRole('table').getByRole('cell').allTextContents();
  expect(cells.length).toBeGreaterThan(0);
  expect(cells).not.toContain('0');
  expect(cells).not.toContain('0%');

  // The report button sits in the page title, before the figures: back with Shift+Tab.
  const report = page.getByRole('button', { name: 'Schoolrapport downloaden (PDF)' });
  for (let i = 0; i < 80 && !(await report.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Shift+Tab');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await expectReport(download);
  await context.close();
});

it('passes axe and fits at 320, 375 and 1280 px (school, location and all-schools dashboards, a module)', async () => {
  const found: string[] = [];
  const pages: Array<[string, string, string, RegExp]> = [
    ['manager@demo.nl', 'school', '/beheer/statistieken', /Statistieken van Demo College/],
    ['locatie@demo.nl', 'locatie', '/beheer/statistieken', /Statistieken van /],
    ['admin@demo.nl', 'alle-scholen', '/beheer/statistieken', /Statistieken van alle scholen/],
  ];
  for (const width of [320, 375, 1280]) {
    for (const [account, name, url, heading] of pages) {
      const { context, page } = await managerAt(width, account);
      await page.goto(`${suite.server.url}${url}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('figure').first().waitFor();
      await settled(page);
      found.push(...(await seriousViolations(page, `${width} ${name}`)));
      if ((await sidewaysOverflow(page)) > 0) found.push(`${width} ${name}: scrolls sideways`);
      await screenshot(page, `statistieken-${name}-${width}`);
      if (name === 'school') {
        // One module's page, with a table open (a wide table scrolls inside its own region only).
        await page.getByRole('link', { name: /^Alle statistieken van / }).click();
        await page.getByRole('heading', { level: 1, name: /^Module / }).waitFor();
        await page.getByRole('figure').first().getByRole('button', { name: 'Tabel' }).click();
        await settled(page);
        found.push(...(await seriousViolations(page, `${width} module`)));
        if ((await sidewaysOverflow(page)) > 0) found.push(`${width} module: scrolls sideways`);
        await screenshot(page, `statistieken-module-${width}`);
      }
      await context.close();
    }
  }
  expect(found).toEqual([]);
});

/**
 * Two large classes at the demo school's main building, H2S (60) and H2T (50), havo 2. In H2S, 40
 * finished "Fitheid en bewegen" (13 good, 13 warning, 14 bad), 10 skipped it and 10 did not start
 * it; in H2T 30 finished (10 each), 10 skipped, 10 did not. Every category has at least k, as the
 * disclosure control asks of a group before it shows it; H2T, the smaller, is pooled with the
 * school's small classes, so H2S can be shown apart. Written straight into the stopped server's
 * database, as a school year of use would leave it (this file's own setup, not the seed).
 */
async function addLargeClasses() {
  await suite.server.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(suite.server.dataDir, 'pgdata'));
  const student = `split_part(split_part(u.username, '@', 1), '.', 2)::int`;
  // While the school year runs, statistics count up to the start of today (no live counts), so the
  // tests were finished two days ago (in this school year unless the test runs on 1 or 2 August).
  const twoDaysAgo = `now() - interval '2 days'`;
  // Per class: how many finished, and where good and warning end.
  const finished = `CASE WHEN u.class_name = 'H2S' THEN 40 ELSE 30 END`;
  const good = `CASE WHEN u.class_name = 'H2S' THEN 13 ELSE 10 END`;
  try {
    await db.exec(`
      INSERT INTO users (username, roles, enabled, school_id, location_id, class_name, study_year, level,
                         managing_schools, managing_locations, given_name, family_name)
      SELECT lower(c) || '.' || n || '@demo.nl', '["ROLE_USER"]', true, s.school_id, s.location_id, c, 2, 'havo',
             '[]', '[]', 'Leerling', c || ' ' || n
      FROM unnest(array['H2S', 'H2T']) AS c, generate_series(1, CASE WHEN c = 'H2S' THEN 60 ELSE 50 END) AS n,
           (SELECT school_id, location_id FROM users WHERE username = 'leerling@demo.nl') AS s;
      INSERT INTO tests (id, user_id, module_id, answers, meta, computed, result, norm_results, actions, finished_at)
      SELECT gen_random_uuid(), u.id, m.id, '{}',
             jsonb_build_object('gender', CASE WHEN ${student} % 2 = 0 THEN 'female' ELSE 'male' END,
                                'age', 15 + ${student} % 2),
             '{}', CASE WHEN ${student} <= ${good} THEN 'good' WHEN ${student} <= 2 * ${good} THEN 'warning' ELSE 'bad' END,
             '[]', '[]', ${twoDaysAgo}
      FROM users u, modules m
      WHERE u.class_name IN ('H2S', 'H2T') AND ${student} <= ${finished} AND m.name = 'fitheid';
      INSERT INTO module_skips (user_id, module_id, skipped_at)
      SELECT u.id, m.id, ${twoDaysAgo} FROM users u, modules m
      WHERE u.class_name IN ('H2S', 'H2T') AND ${student} BETWEEN ${finished} + 1 AND ${finished} + 10
        AND m.name = 'fitheid';
    `);
  } finally {
    await db.close();
  }
  await suite.server.restart();
}

describe('with a class large enough to show', () => {
  beforeAll(addLargeClasses, 120_000);

  it('shows its figures in the chart and the same numbers in the table, and still hides the small classes', async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await managerAt(width);
      await page.goto(`${suite.server.url}/beheer/statistieken?klas=H2S`);
      await schoolDashboard(page);
      expect(page.url()).toContain('klas=H2S');
      const byClass = page.getByRole('figure', { name: 'Deelname per klas: Fitheid en bewegen' });
      await byClass.waitFor();
      await screenshot(page, `statistieken-klas-h2s-${width}`);
      await byClass.getByRole('button', { name: 'Tabel' }).click();
      const row = byClass.getByRole('row', { name: /H2S/ });
      // Leerlingen, Afgerond, Overgeslagen, Niet begonnen (nobody started without finishing: no Begonnen).
      expect(await row.getByRole('cell').allTextContents()).toEqual(['60', '40', '10', '10']);
      const results = page.getByRole('figure', { name: 'Resultaten per module' });
      await results.getByRole('button', { name: 'Tabel' }).click();
      const fitheid = results.getByRole('row', { name: /Fitheid en bewegen/ });
      expect(await fitheid.getByRole('cell').allTextContents()).toEqual(['40', '32,5%', '32,5%', '35%']);
      await screenshot(page, `statistieken-klas-h2s-tabel-${width}`);
      await context.close();
    }
    // Without the class filter, the other (small) classes of the school stay hidden beside it.
    const { context, page } = await managerAt(1280);
    await page.goto(`${suite.server.url}/beheer/statistieken`);
    await schoolDashboard(page);
    const byClass = page.getByRole('figure', { name: 'Deelname per klas: Fitheid en bewegen' });
    await byClass.getByRole('button', { name: 'Tabel' }).click();
    expect(await byClass.getByRole('row', { name: /H3A/ }).textContent()).toContain('minder dan 10');
    await screenshot(page, 'statistieken-school-met-klas-1280');
    await context.close();
  });
});
