// Instellingen and Auditlog in Chromium against the built server: a super admin changes the minimum
// group size by touch and then reads that change in the audit log; both pages pass axe and are
// looked at (and saved as screenshots) at 320, 375 and 1280 px without sideways scrolling; an admin
// (made by the super admin and activated from the outbox mail) sees Instellingen but no Auditlog.
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { screenshot } from './support/browser';
import { activationLink } from './support/mailbox';
import { sessionOf } from './support/student';
import { serverAndBrowserForFile } from './support/suite';
import { settled, watchedPage } from './support/settled';

jest.setTimeout(300_000);

const ADMIN = 'bram.visser@demo.nl';
const ADMIN_PASSWORD = 'Fietsbel-Oranje-42';

const suite = serverAndBrowserForFile();

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function superAdminAt(width: number) {
  const context = await suite.browser.newContext({
    viewport: { width, height: width < 900 ? 812 : 900 },
    locale: 'nl-NL',
    ...(width < 900 ? { isMobile: true, hasTouch: true } : {}),
    storageState: await sessionOf(suite.browser, suite.server.url, 'admin@demo.nl'),
  });
  return { context, page: await watchedPage(context) };
}

it('a super admin changes the minimum group size by touch and reads that change in the audit log', async () => {
  const { context, page } = await superAdminAt(375);
  await page.goto(`${suite.server.url}/beheer/instellingen`);
  await page.getByRole('heading', { level: 1, name: 'Instellingen' }).waitFor();
  const size = page.getByRole('textbox', { name: /Minimale groepsgrootte/ });
  await size.fill('3');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await page.getByText('De minimale groepsgrootte is een heel getal van 5 tot en met 100.').first().waitFor();
  await size.fill('17');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await page.getByText('De instellingen zijn opgeslagen.').waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Instellingen' }).waitFor();
  expect(await page.getByRole('textbox', { name: /Minimale groepsgrootte/ }).inputValue()).toBe('17');

  await page.goto(`${suite.server.url}/beheer/auditlog`);
  await page.getByRole('heading', { level: 1, name: 'Auditlog' }).waitFor();
  await settled(page);
  const row = page.getByRole('row').filter({ hasText: 'Instellingen gewijzigd' }).first();
  await row.waitFor();
  expect(await row.textContent()).toContain('admin@demo.nl');
  expect(await row.textContent()).toContain('statsMinGroupSize: 10 → 17');
  // When: nl-NL date and h:mm.
  expect(await row.textContent()).toMatch(/\d{1,2}-\d{1,2}-\d{4}.*\d{1,2}:\d{2}|\d{1,2} \w+\.? \d{4}.*\d{1,2}:\d{2}/);
  await context.close();
});

it('passes axe and fits at 320, 375 and 1280 px (Instellingen and Auditlog)', async () => {
  const found: string[] = [];
  for (const width of [320, 375, 1280]) {
    const { context, page } = await superAdminAt(width);
    for (const [name, url, heading] of [
      ['instellingen', '/beheer/instellingen', 'Instellingen'],
      ['auditlog', '/beheer/auditlog', 'Auditlog'],
    ]) {
      await page.goto(`${suite.server.url}${url}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await settled(page);
      found.push(...(await seriousViolations(page, `${width} ${url}`)));
      if ((await sideways(page)) > 0) found.push(`${width} ${url}: scrolls sideways`);
      await screenshot(page, `beheer-${name}-${width}`);
    }
    await context.close();
  }
  expect(found).toEqual([]);
});

it('an admin made by the super admin sees Instellingen but not the Auditlog menu item, and the audit log refuses', async () => {
  const { context, page } = await superAdminAt(1280);
  await page.goto(`${suite.server.url}/beheer/medewerkers/nieuw`);
  await page.getByRole('heading', { level: 1, name: 'Nieuwe medewerker' }).waitFor();
  await page.getByRole('textbox', { name: /Voornaam/ }).fill('Bram');
  await page.getByRole('textbox', { name: /Achternaam/ }).fill('Visser');
  await page.getByRole('textbox', { name: /E-mailadres/ }).fill(ADMIN);
  await page.getByRole('combobox', { name: /Rol/ }).selectOption('admin');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('heading', { level: 1, name: 'Bram Visser' }).waitFor();
  await context.close();

  const desk = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  const link = await activationLink(suite.browser, suite.server.url, ADMIN);
  const admin = await desk.newPage();
  await admin.goto(link);
  await admin.getByRole('heading', { name: 'Wachtwoord instellen' }).waitFor();
  await admin.getByLabel('Wachtwoord', { exact: true }).fill(ADMIN_PASSWORD);
  await admin.getByLabel('Herhaal wachtwoord').fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await admin.getByText('Wachtwoord ingesteld').waitFor();
  await admin.goto(`${suite.server.url}/beheer/`);
  const menu = admin.getByRole('navigation', { name: 'Beheermenu' });
  await menu.getByRole('link', { name: 'Instellingen' }).waitFor();
  expect(await menu.getByRole('link', { name: 'Auditlog' }).count()).toBe(0);
  const status = await admin.evaluate(() => fetch('/api/audit-log').then((r) => r.status));
  expect(status).toBe(403);
  await desk.close();
});
