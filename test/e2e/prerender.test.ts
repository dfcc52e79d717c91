// Issue 35: index.html carries the logged-out home page, prerendered at build time, so the first paint
// does not wait for the scripts. In Chromium against the built app and server:
// - the page's two inline scripts (the logged-in hint, the start of the app's scripts after the first
//   paint) are exactly src/shared/sessionHint.ts's and scriptsAfterPaint.ts's texts and the server's
//   Content-Security-Policy allows them by hash: no CSP error in the console;
// - the app's scripts are preloaded, and run only once the first contentful paint has happened;
// - with the scripts held back, a visitor sees the heading, introduction and login form (read-only
//   until the app takes over), at 320, 375 and 1280 px; another path shows the neutral shell;
// - the app takes the page over and the login works as before;
// - a logged-in student's reload never shows the login form, nor does a first visit with only the
//   session cookie (the server's hint cookie); a logout removes both hints.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';
import { logIn } from './support/student';
import { SCRIPTS_AFTER_PAINT_SCRIPT } from '../../src/shared/scriptsAfterPaint';
import { SESSION_HINT_COOKIE, SESSION_HINT_KEY, SESSION_HINT_SCRIPT } from '../../src/shared/sessionHint';

jest.setTimeout(180_000);

const suite = serverAndBrowserForFile();
const staticDir = process.env.STATIC_DIR || path.resolve(__dirname, '../../dist');

async function contextAt(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const phone = width < 900;
  const context = await suite.browser.newContext({
    viewport: { width, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    locale: 'nl-NL',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Records in the page whether a login form was ever visible, from before the first paint on. */
const WATCH_FOR_LOGIN_FORM = () => {
  const w = window as Window & { sawLoginForm?: boolean };
  w.sawLoginForm = false;
  const check = () => {
    const input = document.querySelector<HTMLInputElement>('input[name="username"]');
    if (input && input.getClientRects().length > 0 && getComputedStyle(input).visibility !== 'hidden')
      w.sawLoginForm = true;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('DOMContentLoaded', check);
};

describe('prerendered home page', () => {
  it("has the two inline scripts as written, which the server's CSP allows by hash", async () => {
    const html = fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([SESSION_HINT_SCRIPT, SCRIPTS_AFTER_PAINT_SCRIPT]);
    expect(html).toContain('data-prerendered');
    // No script tag of its own: the app's scripts are preloads the second script starts.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toMatch(
      /<link rel="preload" as="script" fetchpriority="low" href="\/assets\/main\.[0-9a-f]+\.js" data-after-paint/,
    );
    const res = await fetch(`${suite.server.url}/`, { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    const hashes = inline.map((script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`);
  });

  it("runs the app's scripts only after the first contentful paint", async () => {
    const { context, page, errors } = await contextAt(375);
    await page.addInitScript(() => {
      const w = window as Window & { paintedBeforeScripts?: boolean[] };
      w.paintedBeforeScripts = [];
      new MutationObserver((records) => {
        for (const record of records)
          record.addedNodes.forEach((node) => {
            if (node instanceof HTMLScriptElement && node.src)
              w.paintedBeforeScripts!.push(performance.getEntriesByName('first-contentful-paint').length > 0);
          });
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${suite.server.url}/`);
    await page.locator('#root:not([data-prerendered]) form input[name="username"]').waitFor();
    const painted = await page.evaluate(
      () => (window as Window & { paintedBeforeScripts?: boolean[] }).paintedBeforeScripts,
    );
    expect(painted).toEqual([true, true]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([320, 375, 1280])('shows the login form before the scripts have run (%i px)', async (width) => {
    const { context, page } = await contextAt(width);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${suite.server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Aanmelden' }).waitFor();
    const email = page.getByRole('textbox', { name: /e-mail/i });
    expect(await email.isVisible()).toBe(true);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.locator('form').count()).toBe(0);
    await screenshot(page, `prerendered-home-${width}`);
    // Another path than the one it was rendered for: the neutral shell, no form.
    await page.goto(`${suite.server.url}/inloggen`);
    await page.locator('.site-header').waitFor();
    expect(await email.isVisible()).toBe(false);
    await context.close();
  });

  it('is taken over by the app: no CSP error, the login works, a reload of the logged-in page shows no form', async () => {
    const { context, page, errors } = await contextAt(375);
    await page.goto(`${suite.server.url}/`);
    await page.locator('#root:not([data-prerendered]) form input[name="username"]').waitFor();
    await logIn(page, suite.server.url);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_HINT_KEY)).toBe('1');

    await page.addInitScript(WATCH_FOR_LOGIN_FORM);
    await page.reload();
    await page.locator('#root:not([data-prerendered]) .tiles').waitFor();
    expect(await page.evaluate(() => (window as Window & { sawLoginForm?: boolean }).sawLoginForm)).toBe(false);
    await screenshot(page, 'prerendered-reload-logged-in-375');

    // The session cookie alone (a fresh profile, no hint of the app's yet): the server's hint cookie
    // on the page keeps the form away too.
    const session = (await context.cookies()).filter((c) => c.name === 'lrc_session');
    expect(session).toHaveLength(1);
    const fresh = await suite.browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: 'block' });
    await fresh.addCookies(session);
    const freshPage = await fresh.newPage();
    await freshPage.addInitScript(WATCH_FOR_LOGIN_FORM);
    await freshPage.goto(`${suite.server.url}/`);
    await freshPage.locator('#root:not([data-prerendered]) .tiles').waitFor();
    expect(await freshPage.evaluate(() => (window as Window & { sawLoginForm?: boolean }).sawLoginForm)).toBe(false);
    await fresh.close();

    await page.getByRole('button', { name: /menu/i }).tap();
    await page.getByRole('button', { name: 'Uitloggen' }).first().tap();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Uitloggen' }).tap();
    await page.getByText('Uitgelogd!').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_HINT_KEY)).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_HINT_COOKIE);
    expect(errors).toEqual([]);
    await context.close();
  });
});
