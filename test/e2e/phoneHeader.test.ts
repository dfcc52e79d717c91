// The header on a phone (issue 25 item 1, WCAG 1.4.10 reflow): at 320 and 375 px, with the
// browser's install offer present, for a student, a manager (Service menu) and a super admin
// imitating a student, the page never scrolls sideways, the menu opens by a tap and logging out
// works. Also with the offline bar shown. Screenshots of every state for people to look at.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { headerOverflow, newPhonePage, offerInstall, sidewaysOverflow, tapReaches } from './support/phone';
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

async function expectFits(page: Page, state: string): Promise<void> {
  expect({ state, sideways: await sidewaysOverflow(page), header: await headerOverflow(page) }).toEqual({
    state,
    sideways: 0,
    header: 0,
  });
}

/** Logged in, the header is one row: the menu button beside the logo, not pushed below it. */
async function expectOneRow(page: Page, state: string): Promise<void> {
  const rows = await page.evaluate(() => {
    const brand = document.querySelector('.site-header .brand')?.getBoundingClientRect();
    const toggle = document.querySelector('.site-header .menu-toggle')?.getBoundingClientRect();
    return brand && toggle ? (toggle.top < brand.bottom ? 1 : 2) : 0;
  });
  expect({ state, rows }).toEqual({ state, rows: 1 });
}

async function openMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu openen' });
  expect(await tapReaches(toggle)).toBe(true);
  await toggle.tap();
  await page.getByRole('navigation', { name: 'Mobiel menu' }).waitFor();
}

async function logOutByTap(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Mobiel menu' }).getByRole('button', { name: 'Uitloggen' }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Uitloggen' }).tap();
  await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();
  expect(await page.evaluate(() => fetch('/logged-in').then((r) => r.json()))).toEqual({ logged_in: false });
}

describe.each([320, 375])('at %i px with the install offer', (width) => {
  it('logged out: the header fits', async () => {
    const { context, page, errors } = await newPhonePage(browser, width);
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();
    await offerInstall(page);
    await page.getByRole('button', { name: 'Op beginscherm zetten' }).waitFor();
    await expectFits(page, 'logged out');
    await screenshot(page, `header-logged-out-install-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['student', 'leerling@demo.nl', ['Home', 'Certificaat', 'Op beginscherm zetten', 'leerling@demo.nl', 'Uitloggen']],
    [
      'manager',
      'manager@demo.nl',
      [
        'Home',
        'Certificaat',
        'Handleidingen',
        'Veelgestelde vragen',
        'Contact',
        'Lesmateriaal',
        'Op beginscherm zetten',
        'Uitloggen',
      ],
    ],
  ])('a %s taps the menu open, reaches every entry and logs out', async (role, username, entries) => {
    const { context, page, errors } = await newPhonePage(browser, width);
    await logIn(page, server.url, username);
    await page.locator('li.tile').first().waitFor();
    await offerInstall(page);
    await expectFits(page, `${role} closed`);
    await expectOneRow(page, role);
    await screenshot(page, `header-${role}-install-${width}`);

    await openMenu(page);
    const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
    for (const entry of entries) {
      const item = menu
        .getByRole('link', { name: entry })
        .or(menu.getByRole('button', { name: entry }))
        .first();
      await item.waitFor();
      expect({ entry, reachable: await tapReaches(item) }).toEqual({ entry, reachable: true });
    }
    await expectFits(page, `${role} menu open`);
    await screenshot(page, `header-${role}-menu-${width}`);

    // The offline bar on top of it all.
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByText('Je bent offline', { exact: false }).first().waitFor();
    await expectFits(page, `${role} offline`);
    await screenshot(page, `header-${role}-offline-${width}`);
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText('Je bent offline', { exact: false }).first().waitFor({ state: 'detached' });

    await logOutByTap(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a super admin imitates a student from the menu, and the imitation header fits', async () => {
    const { context, page, errors } = await newPhonePage(browser, width);
    await logIn(page, server.url, 'admin@demo.nl');
    await offerInstall(page);
    await expectFits(page, 'admin');
    await openMenu(page);
    await page.getByRole('navigation', { name: 'Mobiel menu' }).getByRole('link', { name: 'Imiteer gebruiker' }).tap();
    await page.getByRole('heading', { name: 'Imiteer gebruiker' }).waitFor();
    await page.getByRole('combobox', { name: 'Gebruiker' }).fill('leerling@');
    await page.getByRole('option', { name: 'leerling@demo.nl' }).tap();
    await page.getByRole('button', { name: 'Imiteer', exact: true }).tap();
    await page.getByText('Je imiteert leerling@demo.nl.').waitFor();
    await offerInstall(page);
    await expectFits(page, 'imitating');
    await expectOneRow(page, 'imitating');
    await screenshot(page, `header-imitating-install-${width}`);
    await openMenu(page);
    await expectFits(page, 'imitating menu open');
    await screenshot(page, `header-imitating-menu-${width}`);
    await page.getByRole('status').getByRole('button', { name: 'Stop imiteren' }).tap();
    await page.getByText('Imiteren gestopt').waitFor();
    await page.getByRole('button', { name: /Menu (openen|sluiten)/ }).waitFor();
    if (await page.getByRole('button', { name: 'Menu openen' }).count()) await openMenu(page);
    await logOutByTap(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the install instruction on an iPhone (no install event in Safari)', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

  it('shows the share-icon instruction at 320 px, and keeps it away once closed', async () => {
    const context = await browser.newContext({
      viewport: { width: 320, height: 700 },
      isMobile: true,
      hasTouch: true,
      locale: 'nl-NL',
      userAgent: IPHONE,
    });
    const page = await context.newPage();
    await page.goto(server.url);
    const hint = page.getByRole('complementary', { name: 'Zet de Lifestyle Reality Check op je beginscherm' });
    await hint.getByText("kies dan 'Zet op beginscherm'").waitFor();
    await expectFits(page, 'iPhone hint');
    await screenshot(page, 'install-hint-iphone-320');
    await hint.getByRole('button', { name: 'Niet meer tonen' }).tap();
    await hint.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();
    expect(await hint.count()).toBe(0);
    await context.close();
  });

  it('does not show it in the installed app', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: 'nl-NL',
      userAgent: IPHONE,
    });
    await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();
    expect(await page.getByRole('complementary', { name: /beginscherm/ }).count()).toBe(0);
    await context.close();
  });
});
