// The one axios instance. Every request carries the session cookie (withCredentials), and every
// request that changes something the CSRF token the server sets in the XSRF-TOKEN cookie
// (__Host-XSRF-TOKEN over https): the server requires X-XSRF-TOKEN on POST, PUT, PATCH and DELETE,
// also when the API lives on another origin. Not on reads (issue 35): where the browser has
// cookieStore, axios reads the cookie through it, asynchronously, and sends the request only after
// that answer, after whatever long task is running; a GET without the token goes out at once. The
// one read that needs it, starting or ending an imitation, asks for it (src/api/imitation.ts).
import axios from 'axios';
import { API_BASE_URL } from '../lib/config';
import { recordFailedRequest, safePath } from './failedRequests';
import { XSRF_COOKIE } from './xsrfCookie';

const READS = new Set(['get', 'head', 'options']);

/** After this many milliseconds a request counts as a network failure (treated as offline). */
export const REQUEST_TIMEOUT_MS = 15_000;

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: (config) => !READS.has(String(config.method).toLowerCase()),
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
