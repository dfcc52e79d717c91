// The one axios instance. Every request carries the session cookie (withCredentials) and the
// CSRF token the server sets in the XSRF-TOKEN cookie (__Host-XSRF-TOKEN over https) (the server requires X-XSRF-TOKEN on POSTs;
// withXSRFToken also sends it when the API lives on another origin).
import axios from 'axios';
import { API_BASE_URL } from '../lib/config';
import { recordFailedRequest, safePath } from './failedRequests';
import { XSRF_COOKIE } from './xsrfCookie';

/** After this many milliseconds a request counts as a network failure (treated as offline). */
export const REQUEST_TIMEOUT_MS = 15_000;

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: true,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

// Failed calls are remembered with the server's request id for the bug report (failedRequests.ts).
apiClient.interceptors.response.use(undefined, (err: unknown) => {
  if (axios.isAxiosError(err)) {
    const header = err.response?.headers?.['x-request-id'] as unknown;
    recordFailedRequest({
      method: (err.config?.method ?? 'get').toUpperCase(),
      path: safePath(err.config?.url ?? ''),
      status: err.response?.status ?? null,
      requestId: typeof header === 'string' ? header : null,
      at: Date.now(),
    });
  }
  return Promise.reject(err);
});
