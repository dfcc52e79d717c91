// Shared browser steps for a student: log in through the widget and open a module from the overview.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Welkom-check-2026';

export async function logIn(
  page: Page,
  baseUrl: string,
  username = 'leerling@demo.nl',
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(baseUrl);
  await page.getByRole('textbox', { name: /e-mail/i }).fill(username);
  await page.getByRole('button', { name: 'Verder' }).click();
  await page
    .getByLabel(/wachtwoord/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByText('Ingelogd!').waitFor();
}

export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

const sessions = new Map<string, Promise<SessionState>>();

/**
 * The cookies and storage of a session of `username` on the server at `baseUrl`, for
 * `browser.newContext({ storageState })`: logged in through the widget once per test file (in a
 * context of its own, closed again), then handed out again. For tests that need someone logged in,
 * not the login itself; a context made with it opens on a blank page.
 */
export function sessionOf(browser: Browser, baseUrl: string, username: string): Promise<SessionState> {
  const key = `${baseUrl} ${username}`;
  let state = sessions.get(key);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ locale: 'nl-NL' });
      try {
        const page = await context.newPage();
        // Uncaught errors of the login pages fail here, as they would in a test that logged in itself.
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await logIn(page, baseUrl, username);
        if (errors.length > 0) throw new Error(`logging in as ${username} raised: ${errors.join('; ')}`);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    sessions.set(key, state);
  }
  return state;
}

export async function openModule(page: Page, title: string | RegExp): Promise<void> {
  const tile = page
    .locator('article, li')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .first();
  await tile.getByRole('button').first().click();
  // exact: the tiles' own buttons are named 'Start: <module>'; the dialog (a lazily loaded chunk)
  // may take a moment to replace them.
  await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
}

/** Moves a focused slider with the keyboard, as a keyboard-only student would. */
export async function pressOn(page: Page, locator: ReturnType<Page['getByRole']>, key: string, times: number) {
  await locator.focus();
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

export async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
}

/**
 * Presses `step` (e.g. the finish modal's 'Volgende') whenever it shows, until `done` shows; in
 * between it waits for one of the two to appear, never a fixed time. Throws after `timeout` ms,
 * with `stuck()` first (a screenshot, say) and the message it returns.
 */
export async function stepUntil(
  done: Locator,
  step: Locator,
  press: (step: Locator) => Promise<void>,
  stuck: () => Promise<string>,
  timeout = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await done.isVisible())) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(await stuck());
    if (await step.isVisible()) await press(step);
    else
      await done
        .or(step)
        .first()
        .waitFor({ timeout: left })
        .catch(() => undefined); // the deadline check above reports it
  }
}
