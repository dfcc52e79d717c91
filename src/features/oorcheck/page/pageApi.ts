// The test page's calls to this app's API (same origin, session cookie). Writes echo the
// XSRF-TOKEN cookie in X-XSRF-TOKEN, as the main app's axios client does.
import type { Trial } from '../dinTest';

export class PageApiError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function xsrfToken(): string {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : '';
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new PageApiError(response.status);
  return (await response.json()) as T;
}

/** Makes sure the CSRF cookie exists (the page may be the first request of this tab). */
export async function ensureCsrfCookie(): Promise<void> {
  if (!xsrfToken()) await fetch('/online', { credentials: 'same-origin', cache: 'no-store' });
}

export const openSession = (token: string) => post<{ status: string; result: string | null }>(`/api/oorcheck/session/${encodeURIComponent(token)}/open`, {});

export const completeSession = (token: string, trials: Trial[]) =>
  post<{ status: 'complete'; result: 'good' | 'bad'; threshold: number }>(`/api/oorcheck/session/${encodeURIComponent(token)}/complete`, { trials });

export async function loadDigit(digit: number): Promise<ArrayBuffer> {
  const response = await fetch(`/oorcheck/digits/${digit}.wav`);
  if (!response.ok) throw new PageApiError(response.status);
  return response.arrayBuffer();
}
