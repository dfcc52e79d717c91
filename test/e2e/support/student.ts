// Shared browser steps for a student: log in through the widget and open a module from the overview.
import type { Locator, Page } from 'playwright-core';

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

export async function openModule(page: Page, title: string | RegExp): Promise<void> {
  const tile = page
    .locator('article, li')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .first();
  await tile.getByRole('button').first().click();
  // exact: the tiles' own buttons are named '<module> starten'; the dialog (a lazily loaded chunk)
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
