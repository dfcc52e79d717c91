// The heart of issue 14 in Chromium against the built server: the school manager of Demo College
// imports klas-2c.xlsx in /beheer/importeren, fixes nothing, sees the two rows in error and imports
// the other six; one of the new students then activates the account from the activation mail (read
// at /dev/mail like a person would) and logs in to the student app with the new password.
import path from 'node:path';
import { screenshot } from './support/browser';
import { activationLink } from './support/mailbox';
import { logIn, sessionOf } from './support/student';
import { serverAndBrowserForFile } from './support/suite';
import { settled, watchedPage } from './support/settled';

jest.setTimeout(300_000);

const suite = serverAndBrowserForFile();

const KLAS_2C = path.resolve(__dirname, '../fixtures/studentImport/klas-2c.xlsx');
const STUDENT = 'lotte.visser@leerling.example.nl';
const NEW_PASSWORD = 'Fietsbel-Oranje-42';

it('a school manager imports klas-2c.xlsx with two rows in error; a new student activates and logs in', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await logIn(page, suite.server.url, 'manager@demo.nl');

  await page.goto(`${suite.server.url}/beheer/importeren`);
  await page.getByRole('heading', { level: 1, name: 'Leerlingen importeren' }).waitFor();
  // A manager of one school has no school to choose.
  expect(await page.getByLabel('School', { exact: true }).count()).toBe(0);
  await page.getByLabel('Bestand (.csv of .xlsx)').setInputFiles(KLAS_2C);
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  await page.getByRole('heading', { name: 'Voorbeeld van klas-2c.xlsx' }).waitFor();

  const counts = page.locator('.mg-counts');
  await expect(counts.locator('li').allInnerTexts()).resolves.toEqual([
    '6 Nieuw',
    '0 Bijwerken',
    '0 Ongewijzigd',
    '2 Fout',
  ]);
  const errorRows = page.locator('tbody tr', { has: page.getByText('fout', { exact: true }) });
  await expect(errorRows.count()).resolves.toBe(2);
  const reasons = (await errorRows.allInnerTexts()).join('\n');
  expect(reasons).toContain('julia.degroot@leerling');
  expect(reasons).toMatch(/Bakker|formule/i);
  await screenshot(page, 'beheer-import-voorbeeld-1280');

  // Nothing fixed: import the six valid rows.
  await page.getByRole('button', { name: 'Importeren (6 leerlingen)' }).click();
  await page.getByRole('heading', { name: 'Import klaar' }).waitFor();
  await page.getByText('6 nieuwe leerlingen, 0 bijgewerkt, 0 ongewijzigd, 2 met een fout.').waitFor();
  // The import with rows left in error stays listed until marked seen.
  const incomplete = page.getByRole('region', { name: 'Onvolledige imports' });
  await incomplete.getByText(/klas-2c\.xlsx .* 2 regels met een fout/).waitFor();
  await screenshot(page, 'beheer-import-klaar-1280');

  // The overview lists the alert the rows in error raised.
  await page.goto(`${suite.server.url}/beheer/`);
  await page.getByText('Import met 2 regels met een fout').waitFor();

  // The students list shows the six, not the two in error.
  await page.goto(`${suite.server.url}/beheer/leerlingen?q=leerling.example`);
  await page.getByRole('cell', { name: STUDENT }).waitFor();
  expect(await page.getByRole('cell', { name: 'julia.degroot@leerling' }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();

  // The student: activation mail → password → logged in; then a fresh login with that password.
  const phone = await suite.browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'nl-NL',
    isMobile: true,
    hasTouch: true,
  });
  const student = await phone.newPage();
  const link = await activationLink(suite.browser, suite.server.url, STUDENT);
  expect(link.startsWith(suite.server.url)).toBe(true);
  await student.goto(link);
  await student.getByRole('heading', { name: 'Wachtwoord instellen' }).waitFor();
  await student.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await student.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
  await student.getByRole('button', { name: 'Opslaan' }).tap();
  await student.getByText('Wachtwoord ingesteld').waitFor();
  expect(await student.evaluate(() => fetch('/logged-in').then((r) => r.json()))).toEqual({ logged_in: true });
  await phone.close();

  const fresh = await suite.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'nl-NL' });
  const again = await fresh.newPage();
  await logIn(again, suite.server.url, STUDENT, NEW_PASSWORD);
  await again
    .getByText(/vragen/)
    .first()
    .waitFor();
  await screenshot(again, 'beheer-import-leerling-ingelogd-375');
  await fresh.close();
});

// Issue 32 item 7 (WCAG 2.4.3): a button that becomes unavailable keeps the keyboard focus, where a
// disabled one dropped it to <body>. After the import above the manager's list has a second page.
it('keeps focus on "Voorbeeld bekijken" while the file is checked, and on "Volgende" at the last page', async () => {
  const context = await suite.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'nl-NL',
    storageState: await sessionOf(suite.browser, suite.server.url, 'manager@demo.nl'),
  });
  const page = await watchedPage(context);
  await page.goto(`${suite.server.url}/beheer/importeren`);
  await page.getByLabel('Bestand (.csv of .xlsx)').setInputFiles(KLAS_2C);
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Voorbeeld van klas-2c.xlsx' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Voorbeeld bekijken');

  await page.goto(`${suite.server.url}/beheer/leerlingen?per=10`);
  await page.getByRole('heading', { level: 1, name: 'Leerlingen' }).waitFor();
  const where = page.locator('.mg-pager__where');
  await where.filter({ hasText: /Pagina 1 van [2-9]/ }).waitFor();
  const pages = Number((await where.textContent())!.match(/van (\d+)/)![1]);
  const next = page.getByRole('button', { name: 'Volgende' });
  await next.focus();
  for (let p = 2; p <= pages; p++) {
    await page.keyboard.press('Enter');
    await where.filter({ hasText: `Pagina ${p} van ${pages}` }).waitFor();
  }
  expect(await next.getAttribute('aria-disabled')).toBe('true');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Volgende');
  // Enter on the unavailable button changes nothing.
  await page.keyboard.press('Enter');
  await settled(page);
  expect(await where.textContent()).toBe(`Pagina ${pages} van ${pages}`);
  await screenshot(page, 'beheer-leerlingen-laatste-pagina-1280');
  await context.close();
});
