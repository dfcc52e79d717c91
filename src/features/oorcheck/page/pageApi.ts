// The test page's calls to this app's API (same origin, session cookie). Writes echo the
// XSRF-TOKEN cookie in X-XSRF-TOKEN, as the main app's axios client does.
import { readXsrfToken } from '../../../common/api/xsrfCookie';
import type { RunProgress } from '../../../rules/dinRun';
import type { DinMode } from '../../../rules/dinTest';
import type { OorcheckResult } from '../../../rules/values';

export class PageApiError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

const xsrfToken = readXsrfToken;

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

export const openSession = (token: string) =>
  post<{ status: string; result: string | null }>(`/api/oorcheck/session/${encodeURIComponent(token)}/open`, {});

const session = (token: string, rest: string) => `/api/oorcheck/session/${encodeURIComponent(token)}/${rest}`;

export const beginRun = (token: string, mode: DinMode) => post<RunProgress>(session(token, 'begin'), { mode });

export type AnswerResponse =
  | ({ done: false } & RunProgress)
  | { done: true; status: 'complete'; result: OorcheckResult }
  | { done: true; status: 'refused'; result: null };

export const answerTrial = (token: string, response: string) =>
  post<AnswerResponse>(session(token, 'answer'), { response });

async function sound(path: string): Promise<ArrayBuffer> {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new PageApiError(response.status);
  return response.arrayBuffer();
}

/** The sound of the trial now playing: one WAV mixed by the server; nothing in it names the digits. */
export const trialSound = (token: string) => sound(session(token, 'trial.wav'));

export const sampleSound = (token: string, mode: DinMode) => sound(`${session(token, 'sample.wav')}?mode=${mode}`);
