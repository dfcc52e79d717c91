// "The page's data has arrived" without Playwright's 'networkidle', which waits for 500 ms with no
// connection open at all: a media element's stalled range request or a slow server under a loaded
// CI machine kept a management page from ever reaching it (moduleEditor, stop 44's CI run). Here
// the page's own requests are counted from its creation, and a wait that does run out names the
// requests still open, so a failure says what hung instead of "Timeout 30000ms exceeded".
import type { BrowserContext, Page, Request } from 'playwright-core';

const openRequests = new WeakMap<Page, Set<Request>>();

// A stream is never "finished" while its element can play on; the count is for data and files.
const STREAMS = new Set(['media', 'websocket', 'eventsource']);

/** A new page of the context whose requests `settled` can count. */
export async function watchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!STREAMS.has(request.resourceType())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  openRequests.set(page, open);
  return page;
}

function noneOpen(open: Set<Request>, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (open.size === 0) return resolve();
    const deadline = Date.now() + timeoutMs;
    const timer = setInterval(() => {
      if (open.size === 0) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() > deadline) {
        clearInterval(timer);
        reject(new Error(`still loading after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`));
      }
    }, 50);
  });
}

/**
 * Waits until none of the page's requests is open, no element says aria-busy, and that still holds
 * after the page has rendered twice more (a list's answer can start its images' requests).
 */
export async function settled(page: Page, timeoutMs = 30_000): Promise<void> {
  const open = openRequests.get(page);
  if (!open) throw new Error('settled() counts requests only on a page made by watchedPage()');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await noneOpen(open, Math.max(0, deadline - Date.now()));
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: Math.max(1, deadline - Date.now()),
    });
    await page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
    if (open.size === 0) return;
  }
}
