// A logout that the server has not heard of yet. Logging out must end the session on the device at
// once, also without a connection (issue 11: a student who could not log out offline left the next
// person at a shared PC acting as her). The session cookie is http-only, so the page cannot delete
// it: until POST /logout reaches the server, this flag says that whatever session the browser still
// holds is not to be used. It holds no name or id, only the fact. It is settled on start, when the
// connection returns, and before the next login; a login also ends the old session on the server
// (rotation), after which the flag is dropped.
import { logout as postLogout } from '../../common/api/auth';
import { errorStatus } from '../../common/api/failure';

const KEY = 'lrc.logoutPending';

export function isLogoutPending(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function markLogoutPending(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Without storage the flag lives as long as this page: the in-flight settle still ends the session.
  }
}

export function clearLogoutPending(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** After a failed attempt, "the connection is back" tries again only this much later (mutable for tests). */
export const pendingLogoutTiming = { retryGapMs: 30_000 };

let inFlight: Promise<boolean> | null = null;
let lastFailureAt = -Infinity;

async function send(): Promise<boolean> {
  try {
    await postLogout();
  } catch (err) {
    // 401: the session had ended already (timeout, or a login rotated it away). Anything else
    // (no answer, 5xx): try again at the next occasion.
    if (errorStatus(err) !== 401) {
      lastFailureAt = Date.now();
      return false;
    }
  }
  clearLogoutPending();
  return true;
}

/**
 * Sends the pending logout, if any; true when none is pending afterwards. Concurrent callers share
 * one request, so a login never starts while an older logout could still answer (and clear the new
 * session's cookie).
 */
export function settlePendingLogout(): Promise<boolean> {
  if (!isLogoutPending()) return Promise.resolve(true);
  inFlight ??= send().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The same, when the connection seems back. A failed POST /logout marks the app offline and the
 * probe after it online again; without a pause that would loop as fast as the network answers.
 */
export function settlePendingLogoutWhenOnline(): Promise<boolean> {
  if (!inFlight && retryGapLeft() > 0) return Promise.resolve(!isLogoutPending());
  return settlePendingLogout();
}

/** Milliseconds until settlePendingLogoutWhenOnline sends again. */
export function retryGapLeft(): number {
  return Math.max(0, lastFailureAt + pendingLogoutTiming.retryGapMs - Date.now());
}
