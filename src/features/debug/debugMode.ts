// Whether the debug view is on (docs/product.md §2 and §7): the query parameter `debug` turns it on
// (`?debug=0` turns it off), and the choice is remembered in the `show_debug` cookie (1 or 0,
// path /) so content authors keep it while they move through the app.
export const DEBUG_COOKIE = 'show_debug';
const ONE_YEAR_S = 365 * 24 * 3600;

export function readDebugCookie(cookie: string): boolean | null {
  const match = new RegExp(`(?:^|;\\s*)${DEBUG_COOKIE}=([01])(?:;|$)`).exec(cookie);
  return match ? match[1] === '1' : null;
}

/** The query's say, if any: `?debug`, `?debug=1` and `?debug=true` mean on; `0`/`false` mean off. */
export function debugFromQuery(search: string): boolean | null {
  const params = new URLSearchParams(search);
  if (!params.has('debug')) return null;
  return !['0', 'false'].includes((params.get('debug') ?? '').toLowerCase());
}

export function rememberDebug(on: boolean): void {
  document.cookie = `${DEBUG_COOKIE}=${on ? 1 : 0}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** Reads the query (and stores its choice in the cookie), else the cookie; off by default. */
export function isDebugMode(): boolean {
  const fromQuery = debugFromQuery(window.location.search);
  if (fromQuery !== null) {
    if (readDebugCookie(document.cookie) !== fromQuery) rememberDebug(fromQuery);
    return fromQuery;
  }
  return readDebugCookie(document.cookie) ?? false;
}
