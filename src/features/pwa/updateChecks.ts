// When an open page looks for a new version. Browsers check for a new service worker only on
// navigations and on their own schedule, so an installed app that is resumed rather than reloaded
// kept its old version for days (issue 11). The page therefore asks when it becomes visible again
// and every 30 minutes while open; a found version installs, waits and shows the refresh banner.

export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;
/** Switching tabs back and forth checks at most this often. */
export const MIN_VISIBLE_CHECK_GAP_MS = 60_000;

/** Starts the checks; returns a function that stops them. */
export function watchForUpdates(check: () => void, doc: Document = document, now: () => number = Date.now): () => void {
  let lastCheck = now();
  const run = () => {
    lastCheck = now();
    check();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && now() - lastCheck >= MIN_VISIBLE_CHECK_GAP_MS) run();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(run, UPDATE_CHECK_INTERVAL_MS);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    clearInterval(timer);
  };
}
