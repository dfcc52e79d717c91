// The start-up session check, sent as the first thing the app does (issue 35). On a phone's CPU the
// store and the sagas took about 0.6 s before the check went out, and the overview waits for its
// answer; sent from index.tsx before the store is made, it is on its way while they start.
import { fetchLoggedIn } from '../common/api/auth';
import { isLogoutPending } from '../features/account/pendingLogout';

let early: Promise<boolean> | null = null;

/** Sends GET /logged-in now, unless a logout is pending: that one is settled first, then checked afresh. */
export function sendSessionCheckEarly(): void {
  if (early || isLogoutPending()) return;
  early = fetchLoggedIn();
  // The start-up saga takes the answer a moment later; until then a failure is not "unhandled".
  early.catch(() => undefined);
}

/** The early check's answer, once; after that (or without an early one) a check of its own. */
export function sessionCheck(): Promise<boolean> {
  const answer = early ?? fetchLoggedIn();
  early = null;
  return answer;
}
