// What may go into a log line. Logs are read by more people than the database (the host, a log
// service), so they hold no secrets and no personal data. Rather than a list of known token routes,
// general rules decide, so a route added later is covered too:
// - a path segment is kept when it is a word, a number or a file name; anything that looks like a
//   credential (12+ characters with a digit, 16+ with mixed case) or holds an '@' is redacted;
// - query values are never kept (they carry tokens, search terms with names, usernames), only the
//   keys and the paging numbers;
// - e-mail addresses are cut from any text.
export const REDACTED = '[redacted]';
export const EMAIL_REDACTED = '[e-mail]';

const FILE_NAME =
  /^[\w.-]+\.(?:js|mjs|css|map|html|json|webmanifest|txt|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|pdf|mp3|ogg|wav|br|gz)$/i;
const EMAIL = /[^\s@<>"'(),;:/\\[\]]+@[^\s@<>"'(),;:/\\[\]]+\.[a-z]{2,}/gi;
// A credential-like run inside free text (a token in an error message, a URL in a stack trace).
const TEXT_TOKEN = /[A-Za-z0-9_-]{24,}/g;
const SAFE_QUERY = new Set(['page', 'limit']);

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const looksSecret = (s: string): boolean =>
  (s.length >= 12 && /\d/.test(s) && /[a-z]/i.test(s)) ||
  (s.length >= 16 && /[a-z]/.test(s) && /[A-Z]/.test(s)) ||
  s.length > 64;

export function redactSegment(raw: string): string {
  const segment = decode(raw);
  if (segment.includes('@')) return REDACTED;
  if (FILE_NAME.test(segment) && segment.length <= 120) return raw;
  return looksSecret(segment) ? REDACTED : raw;
}

/** The request target as it may be logged: path with secret-looking segments and all query values redacted. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = q === -1 ? url : url.slice(0, q);
  const path = pathPart.split('/').map(redactSegment).join('/');
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      const value = eq === -1 ? '' : pair.slice(eq + 1);
      const safeKey = looksSecret(decode(key)) || decode(key).includes('@') ? REDACTED : key;
      if (eq === -1) return safeKey;
      return `${safeKey}=${SAFE_QUERY.has(key) && /^\d{1,6}$/.test(value) ? value : REDACTED}`;
    });
  return `${path}?${query.join('&')}`;
}

/** Free text (messages, error texts, stacks) without e-mail addresses or credential-like runs. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, EMAIL_REDACTED).replace(TEXT_TOKEN, (run) => (looksSecret(run) ? REDACTED : run));
}

/** Every string inside a log object scrubbed (a net under the specific serializers). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // Errors and other class instances are left to their serializers (which scrub them): rebuilding
  // them here would lose their non-enumerable message and stack.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubValue(item, depth + 1);
  return out;
}
