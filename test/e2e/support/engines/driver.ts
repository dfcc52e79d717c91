// What the three-engine smoke flow needs from a browser, and nothing more: Firefox (puppeteer-core
// over WebDriver BiDi) and WebKitGTK (W3C WebDriver) each implement it. Elements are found by a
// script in the page (by role-like text) and marked, then clicked and typed into natively by the
// driver, so the engine's own input handling (a WebKit number box's locale, for one) is tested.
export interface EngineDriver {
  readonly name: string;
  goto(url: string): Promise<void>;
  /** Runs a function in the page (it must be self-contained) and returns its JSON result. */
  run<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  click(css: string): Promise<void>;
  type(css: string, text: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  screenshot(name: string): Promise<void>;
  /**
   * Forgets all that the site at `origin` keeps in this browser (cookies, storage, caches, its
   * service worker) and leaves a blank page at the first window size: a browser as freshly started,
   * for the next flow, without starting another.
   */
  reset(origin: string): Promise<void>;
  close(): Promise<void>;
}

/** The marker attribute the flow puts on the element it is about to click or type into. */
export const TARGET = 'data-smoke-target';

/** Runs in the page: unregisters the origin's service workers and empties its caches and storage. */
export async function forgetSiteData(): Promise<void> {
  for (const registration of (await navigator.serviceWorker?.getRegistrations()) ?? []) await registration.unregister();
  if (typeof caches !== 'undefined') for (const key of await caches.keys()) await caches.delete(key);
  localStorage.clear();
  sessionStorage.clear();
  const databases = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
  await Promise.all(
    databases.map(
      (db) =>
        new Promise((done) => {
          if (!db.name) return done(null);
          const request = indexedDB.deleteDatabase(db.name);
          request.onsuccess = request.onerror = request.onblocked = () => done(null);
        }),
    ),
  );
}
