// The error catalogue of docs/product.md §8, implemented once: every failed API call is classified
// here (the Dutch sentences come from the one list of codes, src/shared/errors/messages.ts) into "log out locally", "offline" or "show this Dutch notification (and maybe go there)".
import { isAxiosError } from 'axios';
// Only the general part of the list: the management site's codes never reach a student.
import { GENERAL_ERROR_MESSAGES, type GeneralErrorCode } from '../shared/errors/general';
import type { NotificationContent } from '../ui/notificationTypes';
import { paths } from '../lib/paths';
import { t } from '../i18n/nl';
import { formatWaitWords, parseRetryAfter } from '../rules/waitTime';
import { errorCode, errorStatus, isNetworkError, responseField } from '../common/api/failure';

export type ApiErrorOutcome =
  | { kind: 'logout' }
  | { kind: 'offline'; notification: NotificationContent }
  | { kind: 'notify'; notification: NotificationContent; redirect?: string };

/** Where the call was made: at login a 401 means wrong credentials, elsewhere an ended session. */
export type ErrorContext = 'login' | 'default';

/** How the student app shows a code it explains (its sentence is in the one list of codes). */
interface CatalogueEntry {
  type: 'danger' | 'warning';
  redirect?: string;
}

/** The codes a student can act on; any other code reads as the generic message. */
const catalogue: Partial<Record<GeneralErrorCode, CatalogueEntry>> = {
  'Invalid credentials.': { type: 'warning' },
  '2fa_failed': { type: 'warning' },
  user_not_found: { type: 'warning' },
  user_not_enabled: { type: 'warning' },
  password_policy: { type: 'warning' },
  password_breached: { type: 'warning' },
  old_password_used: { type: 'warning' },
  incorrect_password: { type: 'warning' },
  reset_limit: { type: 'warning' },
  invalid_token: { type: 'warning', redirect: paths.forgotPassword },
  passwords_dont_match: { type: 'warning' },
  mfa_required: { type: 'warning' },
  no_authenticator_secret: { type: 'warning' },
  too_many_requests: { type: 'warning' },
  module_disabled: { type: 'warning' },
  invalid_answer: { type: 'danger' },
  unknown_action: { type: 'danger' },
  payload_too_large: { type: 'danger' },
};

/** Own properties only: a code such as "constructor" is no entry. */
const catalogueEntry = (code: string | null): CatalogueEntry | undefined =>
  code !== null && Object.prototype.hasOwnProperty.call(catalogue, code)
    ? catalogue[code as GeneralErrorCode]
    : undefined;

export const GENERIC_ERROR: NotificationContent = {
  type: 'danger',
  header: t('errors.genericHeader'),
  text: t('errors.genericText'),
};

export const OFFLINE_ERROR: NotificationContent = {
  type: 'warning',
  header: t('errors.offlineHeader'),
  text: t('errors.offlineText'),
};

export const TWO_FACTOR_REQUIRED: NotificationContent = {
  type: 'warning',
  header: t('login.twoFactorHeader'),
  text: t('login.twoFactorGeneric'),
};

/**
 * A proxy in front of the app saying it got no answer from it (502, 504), or the app saying it is
 * stopping (503): to the student's app that is the same as no answer, so the action is queued
 * and the connection probed, never reported as a failure of the action.
 */
const UNAVAILABLE = new Set([502, 503, 504]);

export function isServerUnreachable(err: unknown): boolean {
  return isNetworkError(err) || UNAVAILABLE.has(errorStatus(err) ?? 0);
}

/** Seconds the server asked to wait (Retry-After, or retry_after in the body) on a 429; else null. */
export function retryAfterSeconds(err: unknown, now: number = Date.now()): number | null {
  if (!isAxiosError(err) || err.response?.status !== 429) return null;
  const headers = err.response.headers as Record<string, unknown> | undefined;
  return parseRetryAfter(headers?.['retry-after'], responseField(err, 'retry_after'), now);
}

/** The Dutch notification for an error code; unknown codes get the generic danger message. */
export function notificationForCode(code: string | null): NotificationContent {
  const entry = catalogueEntry(code);
  return entry ? { type: entry.type, header: GENERAL_ERROR_MESSAGES[code as GeneralErrorCode] } : GENERIC_ERROR;
}

export function classifyApiError(err: unknown, context: ErrorContext = 'default'): ApiErrorOutcome {
  if (isNetworkError(err)) return { kind: 'offline', notification: OFFLINE_ERROR };
  const status = errorStatus(err);
  const code = errorCode(err) ?? (status === 429 ? 'too_many_requests' : null);
  if (context === 'login' && (status === 401 || status === 403 || code === 'Invalid credentials.')) {
    // Any login failure reads the same, so the form does not reveal which part was wrong.
    return {
      kind: 'notify',
      notification: { type: 'warning', header: t('login.failed'), text: t('login.failedText') },
    };
  }
  if (code === 'access_denied' && responseField(err, '2fa_complete') === false) {
    // Password accepted, second factor still missing: the session exists but only for /2fa_check.
    return { kind: 'notify', notification: TWO_FACTOR_REQUIRED, redirect: paths.twoFactorCode };
  }
  if (status === 401) return { kind: 'logout' };
  const entry = catalogueEntry(code);
  const wait = retryAfterSeconds(err);
  // Every refusal for too many attempts says how long to wait.
  const notification =
    wait === null
      ? notificationForCode(code)
      : { ...notificationForCode(code), text: t('limits.retryIn', { time: formatWaitWords(wait) }) };
  return { kind: 'notify', notification, ...(entry?.redirect ? { redirect: entry.redirect } : {}) };
}
