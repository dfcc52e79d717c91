// A keyboard-only student: moves with Tab and acts with Space, Enter, arrow keys and digits. The DOM
// is only *read* (what has focus, whether a warning shows), never clicked, so a control that Tab
// cannot reach or a focus that gets lost makes these steps fail.
import type { Page } from 'playwright-core';

export interface Focused {
  tag: string;
  type: string;
  text: string;
  /** The accessible-ish name: label text, aria-label or own text. */
  name: string;
  checked: boolean;
  /** Radio group name or the fieldset/question that holds a checkbox. */
  group: string;
  value: string;
  min: string;
  max: string;
  step: string;
  inSlide: boolean;
  inDialog: boolean;
  /** Text of the nearest module tile (overview) around the focus. */
  tile: string;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body)
      return {
        tag: 'body',
        type: '',
        text: '',
        name: '',
        checked: false,
        group: '',
        value: '',
        min: '',
        max: '',
        step: '',
        inSlide: false,
        inDialog: false,
        tile: '',
      };
    const label =
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.closest('label')?.textContent;
    const holder = el.closest('fieldset, .question, [role="group"], [role="radiogroup"]');
    const groupIndex = holder
      ? Array.from(document.querySelectorAll('fieldset, .question, [role="group"], [role="radiogroup"]')).indexOf(
          holder,
        )
      : -1;
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type') ?? el.getAttribute('role') ?? '',
      text: (el.textContent ?? '').trim().slice(0, 80),
      name: (label ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80),
      checked: el.checked === true,
      group: el.type === 'radio' ? `radio:${el.name}` : `group:${groupIndex}`,
      value: el.value ?? '',
      min: el.getAttribute('min') ?? '',
      max: el.getAttribute('max') ?? '',
      step: el.getAttribute('step') ?? '',
      inSlide: el.closest('.md-slides__main') !== null && el.closest('.md-buttons, .pager, nav') === null,
      inDialog: el.closest('[role="dialog"], .md') !== null,
      tile: (el.closest('article, li')?.textContent ?? '').trim().slice(0, 200),
    };
  });
}

/** Tabs (forwards) until `match` holds for the focused element; fails after `limit` presses. */
export async function tabTo(page: Page, match: (f: Focused) => boolean, what: string, limit = 120): Promise<Focused> {
  const trail: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (match(f)) return f;
    trail.push(`${f.tag}[${f.type}] ${f.name || f.text}`.slice(0, 60));
  }
  throw new Error(`Tab never reached ${what}; focus went: ${trail.slice(-40).join(' → ')}`);
}

export const isButton = (name: string | RegExp) => (f: Focused) =>
  (f.tag === 'button' || f.type === 'button') &&
  (typeof name === 'string' ? f.text === name || f.name === name : name.test(f.text) || name.test(f.name));
