// Cleans a bug report's data before it is stored. The client already leaves secrets out; this is
// the server's own line of defence, because a report is read later by staff:
// - keys that name secrets (password, token, secret, csrf, cookie, 2FA codes…) are dropped;
// - string values that look like credentials (long random strings, JWTs) are redacted;
// - tokens in paths and query strings (/resetting/reset/…, ?token=…) are redacted;
// - answers are kept only when they can be the reporter's own: the report comes from a logged-in
//   student who is not acting as someone else and the state's account is that student.
const SECRET_KEY =
  /pass(word)?|token|secret|csrf|xsrf|cookie|auth|session|otp|mfa_?code|_?auth_code|api_?key|credential/i;
const ANSWER_KEY = /^(answers?|byModule|draft|option_values|sub_question_(options|ranges|values)|tests)$/;
const CREDENTIAL_VALUE = /^(eyJ[\w-]+\.[\w-]+\.[\w-]+|[A-Za-z0-9_-]{32,}|[a-f0-9]{32,})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PATH_TOKEN = /(\/(?:resetting\/reset|register\/confirm|oorcheck\/status)\/)[^/?#\s"]+/g;
const QUERY_TOKEN = /([?&](?:token|code|_auth_code|password)=)[^&#\s"]+/gi;
export const REDACTED = '[verwijderd]';
const MAX_DEPTH = 12;

export interface SanitizeContext {
  /** Keep answers in the report (they belong to the reporter). */
  keepAnswers: boolean;
}

function cleanString(value: string): string {
  // Test ids are uuids: useful when reading a report, and no secret.
  if (CREDENTIAL_VALUE.test(value) && !UUID.test(value)) return REDACTED;
  return value.replace(PATH_TOKEN, `$1${REDACTED}`).replace(QUERY_TOKEN, `$1${REDACTED}`);
}

function clean(value: unknown, ctx: SanitizeContext, depth: number): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => clean(item, ctx, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    if (!ctx.keepAnswers && ANSWER_KEY.test(key)) continue;
    out[key] = clean(item, ctx, depth + 1);
  }
  return out;
}

export function sanitizeReportData(data: Record<string, unknown>, ctx: SanitizeContext): Record<string, unknown> {
  return clean(data, ctx, 0) as Record<string, unknown>;
}

/** Whether the client's state is that of this user, not imitating anyone (data.state.account). */
export function stateIsOwnAccount(data: Record<string, unknown>, userId: number): boolean {
  const state = data.state as { account?: { id?: unknown; imitating?: unknown } } | undefined;
  return state?.account?.id === userId && state.account.imitating !== true;
}
