// WCAG 2.2 2.4.11 (focus not obscured) and a finger's view of the page, as one self-contained
// function that runs inside the page: Chromium's tests call it through Playwright, the Firefox and
// WebKit smoke flow through their drivers, so every engine is held to the same check.

/**
 * Every focusable control (inside `scopeSelector`; without one, inside the open modal if there is
 * one, else the whole page) is focused as Tab would focus it (the browser scrolls it into view),
 * and then (1) a tap at its centre reaches it and (2) no fixed or sticky element (header, offline
 * bar, notifications, new-version banner, a dialog's top bar) lies over it. Returns what failed,
 * one line per control. Self-contained: it is serialised into the page.
 */
export async function findObscuredControls(scopeSelector: string | null): Promise<string[]> {
  const selector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const modals = Array.from(document.querySelectorAll('[aria-modal="true"]'));
  const scope = scopeSelector
    ? document.querySelector(scopeSelector)
    : modals.length
      ? modals[modals.length - 1]
      : document.body;
  if (!scope) return [`nothing matches ${scopeSelector}`];
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
    // The scroll that focus starts can land frames later (WebKitGTK on a loaded machine): wait
    // until the control stands still, at most half a second, before a finger's view is taken.
    let last = '';
    for (let frame = 0; frame < 30; frame++) {
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const r = target(el).getBoundingClientRect();
      const now = `${r.top},${r.left},${window.scrollY}`;
      const inView = r.top >= 0 && r.bottom <= window.innerHeight;
      if (now === last && inView) break;
      last = now;
    }
    if (document.activeElement !== el) continue; // not focusable after all (e.g. inert)
    const shown = target(el);
    const box = shown.getBoundingClientRect();
    const name = `${describe(el)} '${((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.innerText || '').trim().slice(0, 40)}'`;
    // A link that wraps inside a sentence is several boxes; its bounding box's centre can lie on the
    // text beside it. A finger taps the words, so probe the centre of its largest line box.
    const lines = Array.from(shown.getClientRects());
    const line = lines.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a), lines[0] ?? box);
    const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
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
}
