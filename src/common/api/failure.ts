// Reading a failed call (status, body, code) and telling "no connection" apart: the same for the
// student app and the management site, so both treat a time-out or a refused connection alike.
import { isAxiosError } from 'axios';

/** The request timed out (axios' timeout or the socket's). */
export function isTimeout(err: unknown): boolean {
  return isAxiosError(err) && (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT');
}

/**
 * No answer at all (connection refused, DNS, CORS) or a time-out: both apps treat both as "no
 * connection". A request the app cancelled itself is not one.
 */
export function isNetworkError(err: unknown): boolean {
  if (!isAxiosError(err)) return false;
  if (isTimeout(err) || err.code === 'ERR_NETWORK') return true;
  return err.response === undefined && err.code !== 'ERR_CANCELED' && err.request !== undefined;
}

/** The HTTP status of the answer; null when there was none (a network error) or it is no axios error. */
export function errorStatus(err: unknown): number | null {
  return isAxiosError(err) ? (err.response?.status ?? null) : null;
}

/** The answer's JSON body as an object ({} when there is none). */
export function errorBody(err: unknown): Record<string, unknown> {
  if (!isAxiosError(err)) return {};
  const data: unknown = err.response?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

export const responseField = (err: unknown, field: string): unknown => errorBody(err)[field];

/** The `error` field of the response body, if the server sent one. */
export function errorCode(err: unknown): string | null {
  const code = responseField(err, 'error');
  return typeof code === 'string' ? code : null;
}
