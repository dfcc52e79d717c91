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
import { settled, watchedPage } from './support/settled';

jest.setTimeout(300_000);

const suite = serverAndBrowserForFile();

const dist = path.resolve(__dirname, '../../', process.env.STATIC_DIR || 'dist');
const KLAS_2C = path.resolve(__dirname, '../fixtures/studentImport/klas-2c.xlsx');

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
  // Issue 33, Topics (admins only).
  ['onderwerpen', '/beheer/onderwerpen', 'Onderwerpen'],
  ['onderwerp-nieuw', '/beheer/onderwerpen/nieuw', 'Nieuw onderwerp'],
  // The first shipped topic (Bewegen): its icon and image previews, pickers and the rich text field.
  ['onderwerp-bewerken', '/beheer/onderwerpen/1/bewerken', 'Onderwerp bewerken'],
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
    const page = await watchedPage(context);
    for (const [name, url, heading] of PAGES) {
      await page.goto(`${suite.server.url}${url}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Let the page's data arrive (or its Dutch failure) before looking.
      await settled(page);
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
  const page = await watchedPage(context);
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
  await settled(page);
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
  await settled(page);
  expect(await page.getByRole('link', { name: /Petra Smit/ }).count()).toBe(0);
  expect(await loginOutcome('manager@tweede.nl')).toBe('onbekend');
  await context.close();
});

// Issue 32 item 7: the shared list and import components, driven as a keyboard user and with large text.

/** A context logged in to the management site as the account, at the width (touch below 900 px). */
async function managementAs(username: string, width: number) {
  const context = await suite.browser.newContext({
    viewport: { width, height: width < 900 ? 812 : 900 },
    locale: 'nl-NL',
    ...(width < 900 ? { isMobile: true, hasTouch: true } : {}),
    storageState: await sessionOf(suite.browser, suite.server.url, username),
  });
  return { context, page: await watchedPage(context) };
}

/** Where Tab goes from the element the locator names, until the pager's page size: each stop and whether it shows. */
async function tabStops(page: Page, from: ReturnType<Page['getByRole']>): Promise<string[]> {
  await from.focus();
  const stops: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { where: 'body', shown: false, last: true };
      const box = el.getBoundingClientRect();
      const hiddenHead = el.closest('thead') !== null && el.closest('thead')!.getBoundingClientRect().height <= 1;
      return {
        where: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        shown: box.width > 1 && box.height > 1 && !hiddenHead,
        last: el.closest('.mg-pager__size') !== null,
      };
    });
    stops.push(`${stop.where}${stop.shown ? '' : ' (not shown)'}`);
    if (stop.last) break;
  }
  return stops;
}

it('on a phone the hidden header row has no Tab stops, and "Sorteren" sorts the list visibly', async () => {
  for (const width of [320, 375]) {
    const { context, page } = await managementAs('admin@demo.nl', width);
    await page.goto(`${suite.server.url}/beheer/leerlingen`);
    await page.getByRole('heading', { level: 1, name: 'Leerlingen' }).waitFor();
    await settled(page);
    const stops = await tabStops(page, page.getByRole('searchbox', { name: /Zoek/ }));
    expect(stops.filter((stop) => stop.endsWith('(not shown)'))).toEqual([]);
    expect(stops.at(-1)).toMatch(/^select/);

    const sort = page.getByRole('combobox', { name: 'Sorteren' });
    expect(await sort.isVisible()).toBe(true);
    const choices = await sort.locator('option').allTextContents();
    expect(choices[0]).toBe('Standaardvolgorde');
    await sort.selectOption({ label: choices[2] });
    await page.waitForURL(/sorteer=[^&]+&volgorde=desc/);
    await settled(page);
    await screenshot(page, `beheer-leerlingen-sorteren-${width}`);
    await context.close();
  }
  // On a wide screen the column headers sort, and the select is not shown.
  const { context, page } = await managementAs('admin@demo.nl', 1280);
  await page.goto(`${suite.server.url}/beheer/leerlingen`);
  await page.getByRole('heading', { level: 1, name: 'Leerlingen' }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Sorteren' }).isVisible()).toBe(false);
  expect(
    await page
      .getByRole('button', { name: /Sorteer op/ })
      .first()
      .isVisible(),
  ).toBe(true);
  await context.close();
});

it('with the text at 200 % (Chromium’s own font size, as text-only zoom) at 1280 px: no sideways page, no cut-off menu word, no overlapping labels', async () => {
  const found: string[] = [];
  const largeText = async (page: Page) => {
    // What the browser's font-size setting does (chrome://settings/fonts): every rem and em doubles, px stays.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  };
  const { context, page } = await managementAs('admin@demo.nl', 1280);
  await largeText(page);
  for (const [name, url, heading] of PAGES.filter(([, url]) => !url.endsWith('nieuw'))) {
    await page.goto(`${suite.server.url}${url}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await settled(page);
    found.push(...(await largeTextProblems(page, url)));
    await screenshot(page, `beheer-${name}-tekst-200-1280`);
  }
  await context.close();

  const manager = await managementAs('manager@demo.nl', 1280);
  await largeText(manager.page);
  await manager.page.goto(`${suite.server.url}/beheer/importeren`);
  await manager.page.getByLabel('Bestand (.csv of .xlsx)').setInputFiles(KLAS_2C);
  await manager.page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  await manager.page.getByRole('heading', { name: 'Voorbeeld van klas-2c.xlsx' }).waitFor();
  found.push(...(await largeTextProblems(manager.page, 'import preview')));
  await manager.page.locator('.mg-columns').scrollIntoViewIfNeeded();
  await screenshot(manager.page, 'beheer-import-kolommen-tekst-200-1280');
  await manager.page.locator('.mg-import__rows').scrollIntoViewIfNeeded();
  await screenshot(manager.page, 'beheer-import-regels-tekst-200-1280');
  await manager.context.close();
  expect(found).toEqual([]);
});

/** With large text: the page scrolls sideways, a menu word is cut off, or two import column fields overlap. */
async function largeTextProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const extra = document.documentElement.scrollWidth - window.innerWidth;
    if (extra > 0) problems.push(`the page scrolls ${extra} px sideways`);
    for (const link of Array.from(document.querySelectorAll<HTMLElement>('.mg-nav__link'))) {
      if (link.scrollWidth > link.clientWidth) problems.push(`menu word cut off: ${link.textContent}`);
    }
    // A label's text, not its box: text that does not fit runs out of the box into the next field.
    const textBox = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect();
    };
    const boxes = Array.from(document.querySelectorAll('.mg-columns > *')).map((field) => ({
      label: field.querySelector('label')?.textContent ?? '',
      parts: [
        ...Array.from(field.querySelectorAll('label')).map(textBox),
        ...Array.from(field.querySelectorAll('select')).map((el) => el.getBoundingClientRect()),
      ],
    }));
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        if (a.parts.some((p) => b.parts.some((q) => meets(p, q)))) problems.push(`${a.label} overlaps ${b.label}`);
      }),
    );
    return problems;
  });
  return found.map((problem) => `${where}: ${problem}`);
}
