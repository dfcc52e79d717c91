// What to do with a queued item after one send attempt. Only a 2xx removes it; a 4xx that is about
// the item itself sets it aside; everything that may succeed later (5xx, no answer, time-out,
// rate limit, a stale CSRF cookie) keeps it for a retry; 401 keeps it for the next login.
import { errorCode, errorStatus, isNetworkError } from '../../common/api/failure';
import type { ItemResult } from '../../api/queue';

export type SendOutcome =
  | { kind: 'delivered' }
  | { kind: 'rejected'; status: number; error: string | null }
  | { kind: 'unauthorized' }
  | { kind: 'retry'; network: boolean };

const RETRYABLE_4XX = new Set([408, 425, 429]);

function fromStatus(status: number, error: string | null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 403 && error === 'invalid_csrf_token') return { kind: 'retry', network: false };
  if (status >= 400 && status < 500 && !RETRYABLE_4XX.has(status)) return { kind: 'rejected', status, error };
  return { kind: 'retry', network: false };
}

export function outcomeOfResult(result: ItemResult): SendOutcome {
  return fromStatus(result.status, result.error);
}

export function outcomeOfError(err: unknown): SendOutcome {
  if (isNetworkError(err)) return { kind: 'retry', network: true };
  const status = errorStatus(err);
  // No status and no network error (a bug while sending): keep the item, never drop it.
  if (status === null) return { kind: 'retry', network: false };
  return fromStatus(status, errorCode(err));
}

/** Capped exponential backoff: base, 2×base, 4×base … up to max. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
}
