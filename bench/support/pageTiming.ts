// In-page timing helpers for the dialog benchmark, shipped as plain source strings (no tsx
// transforms). A MutationObserver from document start records when the first slide is in the DOM
// and interactive (the next frame after it rendered, plus a task, so layout and paint are in it);
// window.__benchNext clicks 'next' and resolves when the slide's title text has changed and the
// frame after that has run, or with -1 after 5 s (validation stopped it, or the result came).

/** Options for the observer: how to drive the page to its first slide and how to recognise it. */
export interface FirstSlideSpec {
  /** Buttons to click as soon as they appear, in order: CSS selector, exact text (or null), and
   * optionally a text its tile (closest li/article) must contain. */
  clicks: Array<{ selector: string; text: string | null; within?: string }>;
  firstSlide: string;
}

export function firstSlideObserver(spec: FirstSlideSpec): string {
  return `(() => {
  const spec = ${JSON.stringify(spec)};
  window.__bench = { firstSlide: null, interactive: null };
  let step = 0;
  const scan = () => {
    while (step < spec.clicks.length) {
      const c = spec.clicks[step];
      const el = Array.from(document.querySelectorAll(c.selector)).find((b) =>
        (c.text === null || (b.textContent || '').trim() === c.text) &&
        (!c.within || ((b.closest('li, article') || {}).textContent || '').includes(c.within)));
      if (!el || el.disabled) break;
      step += 1;
      el.click();
    }
    if (window.__bench.firstSlide === null && document.querySelector(spec.firstSlide)) {
      window.__bench.firstSlide = performance.now();
      requestAnimationFrame(() => setTimeout(() => { window.__bench.interactive = performance.now(); }, 0));
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(scan);
  const start = () => { observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true }); scan(); };
  if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start);
})();`;
}

export const nextHelper = `window.__benchNext = (nextSelector, nextText, titleSelector) => new Promise((resolve) => {
  const title = () => { const all = document.querySelectorAll(titleSelector); const el = all[all.length - 1]; return el ? el.textContent : null; };
  const before = title();
  const button = Array.from(document.querySelectorAll(nextSelector)).find((b) => nextText === null || (b.textContent || '').trim() === nextText);
  if (!button) { resolve(-1); return; }
  let done = false;
  const t0 = performance.now();
  const finish = (value) => { if (done) return; done = true; observer.disconnect(); clearTimeout(timer); resolve(value); };
  const check = () => {
    const now = title();
    if (now !== null && now !== before) requestAnimationFrame(() => setTimeout(() => finish(performance.now() - t0), 0));
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(() => finish(-1), 5000);
  button.click();
  check();
});`;
