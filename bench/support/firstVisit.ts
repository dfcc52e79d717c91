// The first visits whose bytes bench/bytes.bench.ts reports and test/e2e/bench/budgets.test.ts holds to
// the budgets of bench/budgets.ts, measured the same way for both: the real pages in Chromium against a
// running server, a fresh browser context each (empty cache, service workers blocked so the app's
// background precache is not counted), every script and stylesheet counted by countBytes.
import type { Browser, BrowserContext } from 'playwright-core';
import { logIn, openModule } from '../../test/e2e/support/student';
import { countBytes, type PageBytes } from './pageBytes';
import { browserCookies, logInOverHttp } from './session';

const fresh = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

/** `brotli: false` counts gzip only (the budgets are gzip figures). */
export interface Options {
  brotli?: boolean;
}

async function measure(
  browser: Browser,
  options: Options,
  during: (context: BrowserContext) => Promise<void>,
  before?: (context: BrowserContext) => Promise<void>,
): Promise<PageBytes> {
  const context = await fresh(browser);
  try {
    await before?.(context);
    return await countBytes(context, () => during(context), options);
  } finally {
    await context.close();
  }
}

/**
 * The login page (/inloggen) as an anonymous visitor, until its e-mail field is there and takes
 * typing: index.html's prerendered form (read-only until the app takes over, src/app/prerender) is
 * there before any script, so "there" alone would stop counting before the app has loaded.
 */
export function loginPage(browser: Browser, url: string, options: Options = {}): Promise<PageBytes> {
  return measure(browser, options, async (context) => {
    const page = await context.newPage();
    await page.goto(`${url}/inloggen`);
    await page
      .getByRole('textbox', { name: /e-mail/i })
      .and(page.locator(':not([readonly])'))
      .waitFor();
  });
}

/** A student's way into the module dialog: login → overview → Fitheid → its first slide, everything on the way. */
export function moduleDialog(browser: Browser, url: string, options: Options = {}): Promise<PageBytes> {
  return measure(browser, options, async (context) => {
    const page = await context.newPage();
    await logIn(page, url);
    await openModule(page, 'Fitheid');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.locator('.md-slides').waitFor();
  });
}

/**
 * The management site's first view: a school manager (manager@demo.nl) who is logged in opens /beheer/
 * with an empty cache, until its Overzicht heading is there. The login itself (the student site's
 * login page) is the login page's figure; this is what /beheer/ adds.
 */
export function managementFirstView(browser: Browser, url: string, options: Options = {}): Promise<PageBytes> {
  return measure(
    browser,
    options,
    async (context) => {
      const page = await context.newPage();
      await page.goto(`${url}/beheer/`);
      await page.getByRole('heading', { level: 1, name: 'Overzicht' }).waitFor();
    },
    async (context) => {
      const session = await logInOverHttp(url, 'manager@demo.nl');
      await context.addCookies(browserCookies(session, url));
    },
  );
}

/** JS + CSS, gzip: the figure the budgets hold. */
export const jsCssGzip = (p: PageBytes): number => p.js.gzip + p.css.gzip;
