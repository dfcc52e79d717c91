// The staff import in Chromium against the built server: the school manager of Demo College opens
// Medewerkers, taps through to "Medewerkers importeren" on a phone, reads medewerkers.xlsx (two new
// managers, one unchanged, one address in error), imports, reads which line was not read, and finds
// the new colleagues in the list; one of them sets a password from the mail and opens /beheer/.
import path from 'node:path';
import { screenshot } from './support/browser';
import { activationLink } from './support/mailbox';
import { logIn } from './support/student';
import { serverAndBrowserForFile } from './support/suite';

jest.setTimeout(300_000);

const suite = serverAndBrowserForFile();

const LIST = path.resolve(__dirname, '../fixtures/userImport/medewerkers.xlsx');
const COLLEAGUE = 'hanneke.dewit@demo-college.example.nl';
const NEW_PASSWORD = 'Schoolplein-Lente-77';

it('a school manager imports a staff list on a phone; a new colleague sets a password and opens /beheer/', async () => {
  const context = await suite.browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'nl-NL',
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await logIn(page, suite.server.url, 'manager@demo.nl');

  await page.goto(`${suite.server.url}/beheer/medewerkers`);
  await page.getByRole('link', { name: 'Medewerkers importeren' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Medewerkers importeren' }).waitFor();
  await page.getByLabel('Bestand (.csv of .xlsx)').setInputFiles(LIST);
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).tap();
  await page.getByRole('heading', { name: 'Voorbeeld van medewerkers.xlsx' }).waitFor();
  await expect(page.locator('.mg-counts li').allInnerTexts()).resolves.toEqual([
    '2 Nieuw',
    '0 Bijwerken',
    '1 Ongewijzigd',
    '1 Fout',
  ]);
  // The columns were recognised from "Voornaam", "Rol" and "Vestiging".
  await expect(page.getByLabel('Kolom "Rol"').inputValue()).resolves.toBe('role');
  await expect(page.getByLabel('Kolom "Vestiging"').inputValue()).resolves.toBe('locations');
  const youssef = page.locator('tbody tr', { hasText: 'Youssef Amrani' });
  await expect(youssef.innerText()).resolves.toContain('Locatiebeheerder');
  const wrong = page.locator('tbody tr', { hasText: 'bram.vos@demo-college' });
  await expect(wrong.innerText()).resolves.toContain('is geen geldig e-mailadres');
  await screenshot(page, 'beheer-medewerkers-import-voorbeeld-375');

  await page.getByRole('button', { name: 'Importeren (2 medewerkers)' }).tap();
  await page.getByRole('heading', { name: 'Import klaar' }).waitFor();
  await page.getByText('2 nieuwe medewerkers, 0 bijgewerkt, 1 ongewijzigd, 1 met een fout.').waitFor();
  await page.getByText(/^Regel 5: "bram\.vos@demo-college" is geen geldig e-mailadres\./).waitFor();
  await screenshot(page, 'beheer-medewerkers-import-klaar-375');

  await page.getByRole('link', { name: 'Terug naar medewerkers' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Medewerkers' }).waitFor();
  await screenshot(page, 'beheer-medewerkers-lijst-375');
  await page.getByRole('link', { name: 'Hanneke de Wit' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();

  // The new school manager: mail → password → the management site of her school.
  const desk = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  const colleague = await desk.newPage();
  await colleague.goto(await activationLink(suite.browser, suite.server.url, COLLEAGUE));
  await colleague.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await colleague.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
  await colleague.getByRole('button', { name: 'Opslaan' }).click();
  await colleague.getByText('Wachtwoord ingesteld').waitFor();
  await colleague.goto(`${suite.server.url}/beheer/medewerkers`);
  await colleague.getByRole('heading', { level: 1, name: 'Medewerkers' }).waitFor();
  await colleague.getByRole('cell', { name: 'youssef.amrani@demo-college.example.nl' }).waitFor();
  await screenshot(colleague, 'beheer-medewerkers-na-import-1280');
  await desk.close();
});
