// Phone-sized pages for the browser tests: touch, mobile viewport, the browser's install offer
// (simulated by dispatching the event Chromium fires on an Android phone), and the checks a phone
// needs (no sideways scrolling, nothing fixed covering what a finger taps).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

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
 * WCAG 2.2 2.4.11 and a finger's view of the page: every focusable control (inside the open modal,
 * if one is open) is focused as Tab would focus it (the browser scrolls it into view), and then
 * (1) a tap at its centre reaches it and (2) no fixed or sticky element (header, offline bar,
 * notifications, new-version banner, a dialog's top bar) lies over it. Returns what failed, one
 * line per control, so a test can show it.
 */
export async function obscuredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const modals = Array.from(document.querySelectorAll('[aria-modal="true"]'));
    const scope = modals.length ? modals[modals.length - 1] : document.body;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
    };
    // A custom radio or checkbox hides the input itself; its label is what the eye and finger use.
    const target = (el: Element): Element => {
      const labels = (el as HTMLInputElement).labels;
      if (!visible(el) || getComputedStyle(el).opacity === '0') return labels?.[0] ?? el;
      return el;
    };
    const layers = Array.from(document.querySelectorAll('body *')).filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'fixed' || position === 'sticky') && visible(el);
    });
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}`;
    const problems: string[] = [];
    const controls = Array.from(scope.querySelectorAll(selector)).filter(
      (el) => !(el as HTMLButtonElement).disabled && (visible(el) || visible(target(el))),
    );
    for (const el of controls) {
      (el as HTMLElement).focus();
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      if (document.activeElement !== el) continue; // not focusable after all (e.g. inert)
      const shown = target(el);
      const box = shown.getBoundingClientRect();
      const name = `${describe(el)} '${((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.innerText || '').trim().slice(0, 40)}'`;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(hit === el || el.contains(hit) || shown === hit || shown.contains(hit)))
        problems.push(`${name}: a tap at its centre reaches ${hit ? describe(hit) : 'nothing'}`);
      for (const layer of layers) {
        if (layer.contains(el) || layer === el) continue;
        // Only layers painted above the control can hide it (a page's sticky header lies below an open dialog).
        const r = layer.getBoundingClientRect();
        const overlap =
          Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top) > 0.5 &&
          Math.min(r.right, box.right) - Math.max(r.left, box.left) > 0.5;
        if (!overlap) continue;
        // At the centre of the overlap (a rounded corner's pixel belongs to what lies below it).
        const probe = document.elementFromPoint(
          (Math.max(r.left, box.left) + Math.min(r.right, box.right)) / 2,
          (Math.max(r.top, box.top) + Math.min(r.bottom, box.bottom)) / 2,
        );
        if (probe && (layer === probe || layer.contains(probe)))
          problems.push(`${name}: its focus indicator lies under ${describe(layer)}`);
      }
    }
    return problems;
  });
}
