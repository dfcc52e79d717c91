// Accounts end to end on the built server (no SMTP: mails are read at /dev/mail like a person
// would): 2-factor login with the mailed code, activation through the mailed link, imitation,
// and screenshots of every account page at phone and desktop widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { readMail } from './support/mailbox';
import { startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD, logIn } from './support/student';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function newPage(width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'nl-NL' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

it('leerling.2fa@demo.nl logs in with the email code read from the outbox', async () => {
  const { context, page, errors } = await newPage();
  await page.goto(server.url);
  await page.getByRole('textbox', { name: /e-mail/i }).fill('leerling.2fa@demo.nl');
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByText('Tweestapsverificatie vereist').waitFor();
  await page.getByLabel('Code').waitFor();
  expect(new URL(page.url()).pathname).toBe('/2factor-code');

  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await page.getByText('Verkeerde 2factor code!').waitFor();

  const code = /inlogcode[^:]*: (\d{6})/.exec(
    await readMail(context, server.url, 'leerling.2fa@demo.nl', 'mail-2fa-code'),
  )?.[1] as string;
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await page.getByText('Ingelogd!').waitFor();
  await page
    .getByText(/vragen/)
    .first()
    .waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(errors).toEqual([]);
  await context.close();
});

// Issue 12 item 11: a demo account with mandatory 2-factor, so a newcomer can see the profile's
// link to the 2-factor settings (shown only when 2-factor is mandatory) and settings without 'none'.
it('leerling.verplicht@demo.nl (mandatory 2-factor) logs in with the mailed code; its profile links to the 2-factor settings, which offer no "none"', async () => {
  const { context, page, errors } = await newPage(375, 812);
  await page.goto(server.url);
  await page.getByRole('textbox', { name: /e-mail/i }).fill('leerling.verplicht@demo.nl');
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Code').waitFor();
  const code = /inlogcode[^:]*: (\d{6})/.exec(
    await readMail(context, server.url, 'leerling.verplicht@demo.nl'),
  )?.[1] as string;
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await page.getByText('Ingelogd!').waitFor();
  await page.goto(`${server.url}/mijn-profiel`);
  await page.getByRole('heading', { name: /profiel/i }).waitFor();
  await screenshot(page, 'accounts-profile-mandatory-2fa-375');
  await page.getByRole('link', { name: '2-factor instellingen' }).click();
  await page.getByRole('radio').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/2factor-instellingen');
  expect(await page.getByRole('radio', { name: 'Geen tweede stap' }).count()).toBe(0);
  expect(await page.getByRole('radio', { name: /e-mail/i }).isChecked()).toBe(true);
  expect(errors).toEqual([]);
  await context.close();

  // Where 2-factor is not mandatory, the profile has no such link.
  const other = await newPage();
  await logIn(other.page, server.url);
  await other.page.goto(`${server.url}/mijn-profiel`);
  await other.page.getByRole('link', { name: /wachtwoord/i }).waitFor();
  expect(await other.page.getByRole('link', { name: '2-factor instellingen' }).count()).toBe(0);
  await other.context.close();
});

it('nieuw@demo.nl activates the account through the activation mail and lands logged in', async () => {
  const { context, page, errors } = await newPage(375, 812);
  await page.goto(server.url);
  await page.getByRole('textbox', { name: /e-mail/i }).fill('nieuw@demo.nl');
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByText('Activatie e-mail niet ontvangen?').waitFor();

  const link = /https?:\/\/\S+\/register\/confirm\/[A-Za-z0-9_-]{43}/.exec(
    await readMail(context, server.url, 'nieuw@demo.nl'),
  )?.[0] as string;
  expect(link.startsWith(server.url)).toBe(true);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Wachtwoord instellen' }).waitFor();
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Fietsbel-Oranje-42');
  await page.getByLabel('Herhaal wachtwoord').fill('Fietsbel-Oranje-4');
  await page.getByText('Wachtwoorden komen niet overeen!').waitFor();
  await page.getByLabel('Herhaal wachtwoord').fill('Fietsbel-Oranje-42');
  await page.getByText(/Sterkte van het wachtwoord: (erg zwak|zwak|matig|goed)/).waitFor();
  await screenshot(page, 'accounts-activation-375');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('Wachtwoord ingesteld').waitFor();
  await page
    .getByText(/vragen/)
    .first()
    .waitFor();
  expect(await page.evaluate(() => fetch('/logged-in').then((r) => r.json()))).toEqual({ logged_in: true });

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Nog-een-ander-wachtwoord');
  await page.getByLabel('Herhaal wachtwoord').fill('Nog-een-ander-wachtwoord');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText(/niet meer geldig/).waitFor();
  await page.waitForURL(/\/wachtwoord-vergeten$/);
  expect(errors).toEqual([]);
  await context.close();
});

it('admin@demo.nl imitates leerling@demo.nl through Beheer > Imiteer gebruiker and stops', async () => {
  const { context, page, errors } = await newPage();
  await logIn(page, server.url, 'admin@demo.nl');
  await page.getByRole('button', { name: 'Beheer' }).click();
  await page.getByRole('link', { name: 'Imiteer gebruiker' }).click();
  await page.getByRole('heading', { name: 'Imiteer gebruiker' }).waitFor();
  const field = page.getByRole('combobox', { name: 'Gebruiker' });
  await field.fill('LE');
  expect(await page.getByRole('option').count()).toBe(0);
  await field.fill('LEErling@');
  await page.getByRole('option', { name: 'leerling@demo.nl' }).waitFor();
  expect(await page.getByRole('option', { name: 'nieuw@demo.nl' }).count()).toBe(0);
  await screenshot(page, 'accounts-imitate-autocomplete-1280');
  await page.getByRole('option', { name: 'leerling@demo.nl' }).click();
  await page.getByRole('button', { name: 'Imiteer', exact: true }).click();
  await page.getByText('Gebruiker geïmiteerd').waitFor();
  await page.getByText('Je imiteert leerling@demo.nl.').waitFor();
  await screenshot(page, 'accounts-imitating-1280');
  const account = await page.evaluate(() => fetch('/api/account').then((r) => r.json()));
  expect(account).toMatchObject({ username: 'leerling@demo.nl', imitating: true });

  await page.getByRole('status').getByRole('button', { name: 'Stop imiteren' }).click();
  await page.getByText('Imiteren gestopt').waitFor();
  await page.getByText('Je imiteert leerling@demo.nl.').waitFor({ state: 'detached' });
  expect(await page.evaluate(() => fetch('/api/account').then((r) => r.json()))).toMatchObject({
    username: 'admin@demo.nl',
    imitating: false,
  });
  expect(errors).toEqual([]);
  await context.close();
});

describe.each([
  ['375', 375, 812],
  ['1280', 1280, 900],
])('account pages at %s px', (label, width, height) => {
  it('renders every account page', async () => {
    const { context, page, errors } = await newPage(width, height);
    for (const [name, path, heading] of [
      ['forgot', '/wachtwoord-vergeten', 'Wachtwoord vergeten'],
      ['reset', `/resetting/reset/${'x'.repeat(43)}`, 'Wachtwoord instellen'],
      ['confirm', `/register/confirm/${'x'.repeat(43)}`, 'Wachtwoord instellen'],
      ['2factor-code', '/2factor-code', '2-factor code'],
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await screenshot(page, `accounts-${name}-${label}`);
    }
    await logIn(page, server.url, 'admin@demo.nl');
    for (const [name, path, heading] of [
      ['profile', '/mijn-profiel', 'Mijn profiel'],
      ['change-password', '/wachtwoord-wijzigen', 'Wachtwoord wijzigen'],
      ['imitate', '/imitate', 'Imiteer gebruiker'],
      ['2fa-settings', '/2factor-instellingen', '2-factor instellingen'],
    ]) {
      await page
        .getByRole('link', { name: /Mijn profiel|admin@demo.nl/ })
        .first()
        .isVisible();
      await page.evaluate((p) => {
        window.history.pushState({}, '', p);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await screenshot(page, `accounts-${name}-${label}`);
    }
    // A new authenticator secret needs the current password (issue 10 item 4).
    await page.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Toon QR code' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await page.waitForFunction(
      () => (document.querySelector('.qr-code img') as HTMLImageElement | null)?.naturalWidth ?? 0 > 0,
    );
    await page.getByRole('radio', { name: /authenticator-app/ }).waitFor();
    expect(await page.getByRole('radio', { name: /authenticator-app/ }).isEnabled()).toBe(true);
    await screenshot(page, `accounts-2fa-qr-${label}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
