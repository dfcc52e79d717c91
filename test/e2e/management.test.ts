// The management site (/beheer/) in Chromium against the built server: never in the students'
// service worker or bundle, the login hand-off there and back, the no-access page, axe on every
// management page, and screenshots of each at 1280 and 375 px (test-results/screenshots/beheer-*).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { screenshot } from './support/browser';
import { DEMO_PASSWORD, logIn, sessionOf } from './support/student';
import { serverAndBrowserForFile } from './support/suite';

jest.setTimeout(300_000);

const suite = serverAndBrowserForFile();

const dist = path.resolve(__dirname, '../../', process.env.STATIC_DIR || 'dist');

it('is never precached by the students’ service worker and none of it is in the student bundle', async () => {
  const worker = await (await fetch(`${suite.server.url}/service-worker.js`)).text();
  const precached = [...worker.matchAll(/['"]?url['"]?:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  expect(precached.length).toBeGreaterThan(5);
  expect(precached.filter((url) => url.includes('beheer'))).toEqual([]);
  const studentJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const leaked = studentJs.filter((f) =>
    fs.readFileSync(path.join(dist, 'assets', f), 'utf8').includes('Geen toegang tot het beheer'),
  );
  expect(leaked).toEqual([]);
  const page = await fetch(`${suite.server.url}/beheer/leerlingen`, { headers: { accept: 'text/html' } });
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(await page.text()).toContain('/beheer/assets/');
});

it('sends a visitor to the student login and back, and a student gets the no-access page', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/beheer/scholen`);
  await page.waitForURL(/\/inloggen\?terug=%2Fbeheer%2Fscholen/);
  await page.getByRole('textbox', { name: /e-mail/i }).fill('manager@demo.nl');
  await page.getByRole('button', { name: 'Verder' }).click();
  await page
    .getByLabel(/wachtwoord/i)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(`${suite.server.url}/beheer/scholen`);
  await page.getByRole('heading', { level: 1, name: 'Scholen' }).waitFor();
  await context.close();

  const student = await suite.browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await student.newPage();
  await logIn(phone, suite.server.url);
  await phone.goto(`${suite.server.url}/beheer/`);
  await phone.getByRole('heading', { name: 'Geen toegang tot het beheer' }).waitFor();
  expect(await seriousViolations(phone, 'no access')).toEqual([]);
  await screenshot(phone, 'beheer-geen-toegang-375');
  await student.close();
});

const PAGES: Array<[string, string, string | RegExp]> = [
  ['overzicht', '/beheer/', 'Overzicht'],
  ['scholen', '/beheer/scholen', 'Scholen'],
  ['school-nieuw', '/beheer/scholen/nieuw', 'Nieuwe school'],
  ['locaties', '/beheer/locaties', 'Locaties'],
  ['locatie-nieuw', '/beheer/locaties/nieuw', 'Nieuwe locatie'],
  ['medewerkers', '/beheer/medewerkers', 'Medewerkers'],
  ['medewerker-nieuw', '/beheer/medewerkers/nieuw', 'Nieuwe medewerker'],
  ['leerlingen', '/beheer/leerlingen', 'Leerlingen'],
  ['importeren', '/beheer/importeren', 'Leerlingen importeren'],
];

it('passes axe on every management page and looks right at 1280 and 375 px (super admin)', async () => {
  const found: string[] = [];
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ]) {
    const context = await suite.browser.newContext({
      viewport: { width, height },
      locale: 'nl-NL',
      ...(width < 900 ? { isMobile: true, hasTouch: true } : {}),
      storageState: await sessionOf(suite.browser, suite.server.url, 'admin@demo.nl'),
    });
    const page = await context.newPage();
    for (const [name, url, heading] of PAGES) {
      await page.goto(`${suite.server.url}${url}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Let the page's data arrive (or its Dutch failure) before looking.
      await page.waitForLoadState('networkidle');
      if (width === 1280) found.push(...(await seriousViolations(page, url)));
      found.push(...(await sidewaysScroll(page, `${url} at ${width} px`)));
      await screenshot(page, `beheer-${name}-${width}`);
    }
    if (width < 900) {
      // The phone menu: opened by a tap, it lists the sections.
      await page.getByRole('button', { name: 'Menu' }).tap();
      await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Scholen' }).waitFor();
      found.push(...(await seriousViolations(page, 'phone menu')));
      await screenshot(page, 'beheer-menu-375');
    }
    await context.close();
  }
  expect(found).toEqual([]);
});

/** Neither the page nor a table in it scrolls sideways (a cut-off column is easy to miss). */
async function sidewaysScroll(page: Page, where: string): Promise<string[]> {
  const wide = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth > window.innerWidth,
    // Only tables that scroll (900 px and wider); a phone's cards have a visually hidden header row.
    tables: Array.from(document.querySelectorAll('.mg-table')).filter(
      (t) => /auto|scroll/.test(getComputedStyle(t).overflowX) && t.scrollWidth > t.clientWidth,
    ).length,
  }));
  return [
    ...(wide.page ? [`${where}: the page scrolls sideways`] : []),
    ...(wide.tables > 0 ? [`${where}: a table scrolls sideways`] : []),
  ];
}

/** A phone with touch, logged in to the management site as the given account (its stored session). */
async function phoneAs(username: string) {
  const context = await suite.browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'nl-NL',
    isMobile: true,
    hasTouch: true,
    storageState: await sessionOf(suite.browser, suite.server.url, username),
  });
  const page = await context.newPage();
  return { context, page };
}

it('lets a school manager add a location from the school page, by touch, and delete it again', async () => {
  const { context, page } = await phoneAs('manager@demo.nl');
  await page.goto(`${suite.server.url}/beheer/scholen`);
  await page.getByRole('link', { name: 'Demo College' }).tap();
  await page.getByRole('link', { name: 'Locatie toevoegen' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Nieuwe locatie' }).waitFor();
  // The school came along from its page.
  expect(await page.getByRole('combobox', { name: /School/ }).inputValue()).not.toBe('');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await page.getByText('Vul een naam in van hoogstens 120 tekens.').waitFor();
  await page.getByRole('textbox', { name: /Naam/ }).fill('Zuid e2e');
  await page.getByRole('textbox', { name: /Plaats/ }).fill('Utrecht');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Zuid e2e' }).waitFor();
  await page.getByText('Locatie Zuid e2e is toegevoegd.').waitFor();
  await page.goto(`${suite.server.url}/beheer/locaties?zoek=Zuid`);
  await page.getByRole('link', { name: 'Zuid e2e' }).tap();
  await page.getByRole('button', { name: 'Verwijderen' }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).tap();
  await page.getByText('Locatie Zuid e2e is verwijderd.').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Locaties' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('link', { name: 'Zuid e2e' }).count()).toBe(0);
  await context.close();
});

it('lets a school manager create a location manager by touch, who then waits for activation', async () => {
  const { context, page } = await phoneAs('manager@demo.nl');
  await page.goto(`${suite.server.url}/beheer/medewerkers`);
  await page.getByRole('link', { name: 'Medewerker toevoegen' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Nieuwe medewerker' }).waitFor();
  await page.getByRole('textbox', { name: /Voornaam/ }).fill('Joris');
  await page.getByRole('textbox', { name: /Achternaam/ }).fill('Smit');
  await page.getByRole('textbox', { name: /E-mailadres/ }).fill('joris.smit@demo.nl');
  // A school manager may only hand out manager roles.
  const roles = await page.getByRole('combobox', { name: /Rol/ }).locator('option').allTextContents();
  expect(roles).toEqual(['Kies een rol', 'Schoolbeheerder', 'Locatiebeheerder']);
  await page.getByRole('combobox', { name: /Rol/ }).selectOption('locationManager');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await page.getByText('Kies de locaties die deze beheerder beheert.').waitFor();
  await page.getByRole('checkbox', { name: 'Noord' }).tap();
  await screenshot(page, 'beheer-medewerker-formulier-375');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Joris Smit' }).waitFor();
  await page.getByText(/Het account van Joris Smit is aangemaakt/).waitFor();
  await page.getByText('Niet geactiveerd').waitFor();
  expect(await page.getByText('Locatiebeheerder', { exact: true }).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Bevestigingsmail opnieuw sturen' }).tap();
  await page.getByText('De bevestigingsmail is verstuurd.').waitFor();
  expect(await seriousViolations(page, 'medewerker')).toEqual([]);
  await screenshot(page, 'beheer-medewerker-375');
  await context.close();
});

/** The student-app login as a person would try it: "Ingelogd!", "Inloggen niet gelukt" or an unknown address. */
async function loginOutcome(username: string): Promise<'ingelogd' | 'geweigerd' | 'onbekend'> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(suite.server.url);
  await page.getByRole('textbox', { name: /e-mail/i }).fill(username);
  await page.getByRole('button', { name: 'Verder' }).click();
  const password = page.getByLabel(/wachtwoord/i).first();
  const unknown = page.getByText(/Dit e-mailadres is bij ons niet bekend/);
  if ((await Promise.race([password.waitFor().then(() => 1), unknown.waitFor().then(() => 2)])) === 2) {
    await context.close();
    return 'onbekend';
  }
  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  const outcome = await Promise.race([
    page
      .getByText('Ingelogd!')
      .waitFor()
      .then(() => 'ingelogd' as const),
    page
      .getByText('Inloggen niet gelukt')
      .waitFor()
      .then(() => 'geweigerd' as const),
  ]);
  await context.close();
  return outcome;
}

it('lets a super admin edit, switch off, switch on and delete a staff account by touch; switched off it cannot log in, deleted it is unknown', async () => {
  const { context, page } = await phoneAs('admin@demo.nl');
  await page.goto(`${suite.server.url}/beheer/medewerkers?zoek=tweede`);
  await page.getByRole('link', { name: 'Petra Smit' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Petra Smit' }).waitFor();

  await page.getByRole('button', { name: 'Bewerken' }).tap();
  await page.getByRole('textbox', { name: /Achternaam/ }).fill('');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  // The client refuses an empty family name in Dutch before anything is sent.
  await page
    .getByText(/achternaam/i)
    .filter({ hasNot: page.getByRole('textbox') })
    .first()
    .waitFor();
  await page.getByRole('textbox', { name: /Achternaam/ }).fill('Smit-Jansen');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await page.getByText('De gegevens van de medewerker zijn opgeslagen.').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Petra Smit-Jansen' }).waitFor();

  await page.getByRole('button', { name: 'Uitschakelen' }).tap();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(/kan dan niet meer inloggen/).waitFor();
  await dialog.getByRole('button', { name: 'Uitschakelen' }).tap();
  await page.getByText('Het account is uitgeschakeld.').waitFor();
  await page.getByText('Uitgeschakeld', { exact: true }).waitFor();
  expect(await loginOutcome('manager@tweede.nl')).toBe('geweigerd');

  await page.getByRole('button', { name: 'Inschakelen' }).tap();
  await page.getByText('Het account is ingeschakeld.').waitFor();
  expect(await loginOutcome('manager@tweede.nl')).toBe('ingelogd');

  await page.getByRole('button', { name: 'Verwijderen' }).tap();
  await page
    .getByRole('alertdialog')
    .getByText(/manager@tweede\.nl/)
    .waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).tap();
  await page.getByText('Het account van Petra Smit-Jansen is verwijderd.').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Medewerkers' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('link', { name: /Petra Smit/ }).count()).toBe(0);
  expect(await loginOutcome('manager@tweede.nl')).toBe('onbekend');
  await context.close();
});
