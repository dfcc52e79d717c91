// The way back to the management site after logging in. /beheer/ sends visitors without a session
// to /inloggen?terug=/beheer/… (or /2factor-code?terug=…); the target is kept in sessionStorage
// (this tab only) because the login may pass several pages (password, second factor) first, and
// it expires so that a much later login in the same tab does not jump there unasked.
import { RETURN_PARAM, safeReturnTarget } from '../../shared/returnTarget';

const KEY = 'lrc.returnTarget';
const VALID_MS = 30 * 60 * 1000;

/** Keeps a valid ?terug= of the page the app started on. */
export function rememberReturnTarget(search: string, now: number = Date.now()): void {
  const target = safeReturnTarget(new URLSearchParams(search).get(RETURN_PARAM));
  if (!target) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ target, until: now + VALID_MS }));
  } catch {
    // Storage refused (private mode, quota): the login then simply ends on the home page.
  }
}

/** The remembered target, once: it is removed as it is read. */
export function takeReturnTarget(now: number = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const stored = raw ? (JSON.parse(raw) as { target?: unknown; until?: unknown }) : null;
    if (!stored || typeof stored.until !== 'number' || stored.until < now) return null;
    return safeReturnTarget(typeof stored.target === 'string' ? stored.target : null);
  } catch {
    return null;
  }
}

/** Leaves the student app for the target (another page of this server). */
export function leaveForTarget(target: string): void {
  window.location.assign(target);
}
