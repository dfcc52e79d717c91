// Where the student app's login sends a user back to after logging in: the management site hands
// visitors without a session to /inloggen?terug=/beheer/… . Only paths of the management site are
// accepted, so the parameter can never send anyone to another host (open redirect).
export const RETURN_PARAM = 'terug';

const MANAGEMENT_PATH = /^\/beheer(\/[^\\]*)?$/;

/** The target when it is a same-origin management path; otherwise null. */
export function safeReturnTarget(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // '//host' and '/\host' are read by browsers as another host; control characters are never a path.
  // eslint-disable-next-line no-control-regex
  if (raw.startsWith('//') || /[\u0000-\u001f\s]/.test(raw)) return null;
  return MANAGEMENT_PATH.test(raw.split(/[?#]/)[0] ?? '') ? raw : null;
}
