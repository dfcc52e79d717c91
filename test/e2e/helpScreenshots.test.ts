// The manuals' screenshots, made from the real app (issue 20): the built server with its demo data,
// Chromium at 1280 px and at 375 px (a phone: touch, mobile viewport). Every screenshot a manual
// references has a recipe here, so after a change `npm run help:screenshots` (which sets
// HELP_SCREENSHOTS_WRITE=1) regenerates all of them into content/help/screenshots. Without that
// setting (the normal suite) the same recipes run and write to test-results, uncompressed, so
// a page a manual shows that no longer opens fails here; with E2E_SCREENSHOTS=0 (CI) they open each
// page and take no picture. test/rules/helpScreenshots.test.ts fails when a file is missing.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { MANUALS } from '../../src/management/features/help/manuals';
import { SHOT_WIDTHS, type ShotBlock } from '../../src/management/features/help/helpContent';
import { screenshotsWanted } from './support/browser';
import { sessionOf } from './support/student';
import { serverAndBrowserForFile } from './support/suite';
import { settled, watchedPage } from './support/settled';

jest.setTimeout(600_000);

const root = path.resolve(__dirname, '../..');
const WRITE = process.env.HELP_SCREENSHOTS_WRITE === '1';
const outDir = WRITE ? path.join(root, 'content/help/screenshots') : path.join(root, 'test-results/help-screenshots');
const KLAS_2C = path.join(root, 'test/fixtures/studentImport/klas-2c.xlsx');

interface Recipe {
  /** Who is logged in (a demo account), or null for a visitor. */
  user: string | null;
  /** Opens the page and waits until what the manual describes is on screen. */
  open: (page: Page, url: string) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

const RECIPES: Record<string, Recipe> = {
  inloggen: {
    user: null,
    open: async (page, url) => {
      await page.goto(url);
      await page.getByRole('textbox', { name: /e-mail/i }).waitFor();
    },
  },
  tweestaps: {
    user: 'manager@demo.nl',
    open: async (page, url) => {
      await page.goto(`${url}/2factor-instellingen`);
      await heading(page, '2-factor instellingen');
    },
  },
  scholen: {
    user: 'admin@demo.nl',
    open: async (page, url) => {
      await page.goto(`${url}/beheer/scholen`);
      await heading(page, 'Scholen');
      await page.getByRole('link', { name: 'Demo College' }).first().waitFor();
    },
  },
  locaties: {
    user: 'admin@demo.nl',
    open: async (page, url) => {
      await page.goto(`${url}/beheer/locaties`);
      await heading(page, 'Locaties');
      await page.getByText('Noord').first().waitFor();
    },
  },
  'import-voorbeeld': {
    user: 'manager@demo.nl',
    open: async (page, url) => {
      await page.goto(`${url}/beheer/importeren`);
      await heading(page, 'Leerlingen importeren');
      await page.getByLabel('Bestand (.csv of .xlsx)').setInputFiles(KLAS_2C);
      await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
      const summary = page.getByRole('heading', { name: 'Voorbeeld van klas-2c.xlsx' });
      await summary.waitFor();
      await summary.evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -24);
      });
    },
  },
  'leerling-home': {
    user: 'leerling@demo.nl',
    open: async (page, url) => {
      await page.goto(url);
      await page.locator('main h1').first().waitFor();
    },
  },
  'leerling-resultaten': {
    user: 'leerling@demo.nl',
    open: async (page, url) => {
      await page.goto(`${url}/mijn-resultaten`);
      await page.locator('main h1').first().waitFor();
    },
  },
  // Issue 34: the demo school is small, so its groups show as "minder dan 10" — what the manual explains.
  statistieken: {
    user: 'manager@demo.nl',
    open: async (page, url) => {
      await page.goto(`${url}/beheer/statistieken`);
      await heading(page, 'Statistieken van Demo College');
      await page.locator('figure canvas').first().waitFor();
      await settled(page);
      // On a phone the title and filters fill the first screen: show the first figures instead.
      if ((page.viewportSize()?.width ?? 1280) < 600)
        await page.getByRole('heading', { level: 2, name: 'Alle modules' }).evaluate((el) => {
          el.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -16);
        });
    },
  },
  'statistieken-tabel': {
    user: 'manager@demo.nl',
    open: async (page, url) => {
      await page.goto(`${url}/beheer/statistieken`);
      await heading(page, 'Statistieken van Demo College');
      const figure = page.getByRole('figure', { name: /^Deelname per klas/ });
      await figure.getByRole('button', { name: 'Tabel' }).click();
      await figure.getByRole('table').waitFor();
      await figure.evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -16);
      });
    },
  },
  'leerling-detail': {
    user: 'manager@demo.nl',
    open: async (page, url) => {
      await page.goto(`${url}/beheer/leerlingen?zoek=Sanne`);
      await heading(page, 'Leerlingen');
      await page
        .getByRole('link', { name: /Sanne Jansen/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 2, name: 'Gegevens' }).waitFor();
    },
  },
};

const referenced = [
  ...new Set(MANUALS.flatMap((m) => m.blocks.filter((b): b is ShotBlock => b.kind === 'shot').map((b) => b.name))),
];

const suite = serverAndBrowserForFile();

it('has a recipe for every screenshot a manual references, and none unused', () => {
  expect(referenced.length).toBeGreaterThan(0);
  expect([...referenced].sort()).toEqual(Object.keys(RECIPES).sort());
});

describe.each(SHOT_WIDTHS)('at %i px', (width) => {
  it.each(referenced)('makes %s from the real app', async (name) => {
    const phone = width < 600;
    const recipe = RECIPES[name]!;
    const context = await suite.browser.newContext({
      viewport: { width, height: phone ? 740 : 800 },
      isMobile: phone,
      hasTouch: phone,
      locale: 'nl-NL',
      reducedMotion: 'reduce',
      // Logged in once per account for the whole file; every recipe opens its page afresh.
      storageState: recipe.user ? await sessionOf(suite.browser, suite.server.url, recipe.user) : undefined,
    });
    const page = await watchedPage(context);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await recipe.open(page, suite.server.url);
    // CI keeps no files (E2E_SCREENSHOTS=0): that the page a manual shows still opens, without errors,
    // is the check; the picture, and the wait for what only a picture needs, are for people.
    if (!WRITE && !screenshotsWanted()) {
      await context.close();
      expect(errors).toEqual([]);
      return;
    }
    // Fonts and images loaded (not 'networkidle': the student app's connectivity probe never idles).
    // A lazy image below the fold never loads (it hung the phone-width home page in CI for the test's
    // whole 10 minutes), and no wait may outlast a few seconds.
    await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded = Promise.all(
        Array.from(document.images)
          .filter((img) => !img.complete && img.loading !== 'lazy')
          .map((img) => new Promise((done) => (img.onload = img.onerror = done))),
      );
      await Promise.race([loaded, new Promise((done) => setTimeout(done, 5000))]);
    });
    const raw = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    await context.close();
    const file = `${name}-${width}.png`;
    fs.mkdirSync(outDir, { recursive: true });
    // For the manuals, a 256-colour palette keeps a screenshot of this flat interface at a fraction
    // of its size (seconds of work at this effort). Otherwise nothing is written for the manuals:
    // the shot goes to test-results as the browser made it, and the size limit is checked on the
    // manual's own file, made by `npm run help:screenshots` (test/rules/helpScreenshots.test.ts
    // checks that it exists).
    const png = WRITE
      ? await sharp(raw).png({ palette: true, quality: 80, effort: 10, compressionLevel: 9 }).toBuffer()
      : raw;
    fs.writeFileSync(path.join(outDir, file), png);
    const manualsFile = path.join(root, 'content/help/screenshots', file);
    expect(errors).toEqual([]);
    expect(WRITE ? png.length : fs.statSync(manualsFile).size).toBeLessThan(200_000);
  });
});
