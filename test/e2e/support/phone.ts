// Phone-sized pages for the browser tests: touch, mobile viewport, the browser's install offer
// (simulated by dispatching the event Chromium fires on an Android phone), and the checks a phone
// needs (no sideways scrolling, nothing fixed covering what a finger taps).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { findObscuredControls } from './obscured';

export async function newPhonePage(
  browser: Browser,
  width: number,
  height = 812,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Fires beforeinstallprompt as Chromium does on an Android phone that has not installed the app. */
export async function offerInstall(page: Page): Promise<void> {
  // The app listens once it runs; the prerendered home page shows before that. It has taken over the
  // page when #root loses data-prerendered, and its listener is in place by then.
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => undefined;
    event.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(event);
  });
}

/** How far the page scrolls sideways (0 when it fits the screen). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );
}

/** The header's own overflow: its content box wider than itself (a clipped menu button counts too). */
export function headerOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header');
    if (!header) return 0;
    const right = Math.max(...Array.from(header.querySelectorAll('*')).map((el) => el.getBoundingClientRect().right));
    return Math.max(0, Math.ceil(right - window.innerWidth));
  });
}

/**
 * Whether a tap at the element's centre reaches it (or something inside it) and not an element
 * lying over it. Scrolls it into the middle of the screen first, as a finger would.
 */
export async function tapReaches(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit) return false;
    if (hit === el || el.contains(hit)) return true;
    // A custom radio or checkbox: the input is hidden and its label takes the tap.
    const labels = (el as HTMLInputElement).labels;
    return labels ? Array.from(labels).some((label) => label === hit || label.contains(hit)) : false;
  });
}

/**
 * WCAG 2.2 2.4.11 and a finger's view of the page (see findObscuredControls): every focusable
 * control inside `scope` (default: the open modal, else the page) focused in turn; returns what a
 * fixed or sticky element covers or a tap at the centre misses, one line per control.
 */
export function obscuredControls(page: Page, scope: string | null = null): Promise<string[]> {
  return page.evaluate(findObscuredControls, scope);
}
