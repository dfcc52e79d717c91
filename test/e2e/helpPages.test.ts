// Handleidingen and Veelgestelde vragen in Chromium (issue 20), as a location manager (the role
// with the fewest rights still has them): axe on the list, a manual and the FAQ; at 320, 375 and
// 1280 px nothing scrolls sideways, the manual's screenshot is really served, a question opens by a
// tap, the search box filters, and a question's own address opens and focuses it.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { screenshot } from './support/browser';
import { sidewaysOverflow } from './support/phone';
import { sessionOf } from './support/student';
import { serverAndBrowserForFile } from './support/suite';

jest.setTimeout(300_000);

const suite = serverAndBrowserForFile();

/** Also kept outside the repository for people to open while working on these pages. */
async function look(page: Page, name: string) {
  await screenshot(page, name);
  const dir = process.env.HELP_SHOT_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  }
}

it.each([320, 375, 1280])('work by touch and keyboard at %i px and pass axe', async (width) => {
  const touch = width < 900;
  const context = await suite.browser.newContext({
    viewport: { width, height: 800 },
    locale: 'nl-NL',
    ...(touch ? { isMobile: true, hasTouch: true } : {}),
    storageState: await sessionOf(suite.browser, suite.server.url, 'locatie@demo.nl'),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const found: string[] = [];
  const press = (locator: ReturnType<Page['getByRole']>) => (touch ? locator.tap() : locator.click());

  await page.goto(`${suite.server.url}/beheer/handleidingen`);
  await page.getByRole('heading', { level: 1, name: 'Handleidingen' }).waitFor();
  found.push(...(await seriousViolations(page, `handleidingen ${width}`)));
  expect(await sidewaysOverflow(page)).toBe(0);
  await look(page, `help-handleidingen-${width}`);

  await press(page.getByRole('link', { name: 'Leerlingen importeren uit Magister of SOMtoday' }));
  await page.getByRole('heading', { level: 1, name: 'Leerlingen importeren uit Magister of SOMtoday' }).waitFor();
  const shot = page.getByRole('img', { name: /voorbeeld van een import/ });
  await shot.scrollIntoViewIfNeeded();
  await expect(shot.evaluate((img) => (img as HTMLImageElement).naturalWidth)).resolves.toBe(touch ? 375 : 1280);
  found.push(...(await seriousViolations(page, `handleiding ${width}`)));
  expect(await sidewaysOverflow(page)).toBe(0);
  await look(page, `help-handleiding-import-${width}`);

  await page.goto(`${suite.server.url}/beheer/vragen`);
  await page.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' }).waitFor();
  const question = page.getByRole('button', { name: 'Werkt het zonder internet?' });
  await press(question);
  await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.getByText(/Afgeronde en overgeslagen modules wachten/).waitFor();
  found.push(...(await seriousViolations(page, `vragen ${width}`)));
  expect(await sidewaysOverflow(page)).toBe(0);
  await look(page, `help-vragen-${width}`);

  await page.getByRole('searchbox', { name: 'Zoek in de vragen' }).fill('zeppelin');
  await page.getByText('Geen vragen gevonden. Probeer een ander woord.').waitFor();
  await page.getByRole('searchbox', { name: 'Zoek in de vragen' }).fill('browser');
  await expect(page.getByRole('heading', { level: 2 }).allInnerTexts()).resolves.toEqual([
    'Welke browsers en telefoons werken?',
  ]);

  await page.goto(`${suite.server.url}/beheer/vragen/antwoorden-inzien`);
  const asked = page.getByRole('button', { name: 'Kan een docent de antwoorden van een leerling zien?' });
  await expect(asked.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Kan een docent'));
  await page.keyboard.press('Enter');
  await expect(asked.getAttribute('aria-expanded')).resolves.toBe('false');
  await look(page, `help-vraag-adres-${width}`);

  await context.close();
  expect(found).toEqual([]);
  expect(errors).toEqual([]);
});
