// The one axios instance. Every request carries the session cookie (withCredentials) and the
// CSRF token the server sets in the XSRF-TOKEN cookie (the server requires X-XSRF-TOKEN on POSTs;
// withXSRFToken also sends it when the API lives on another origin).
import axios from 'axios';
import { API_BASE_URL } from '../app/config';

/** After this many milliseconds a request counts as a network failure (treated as offline). */
export const REQUEST_TIMEOUT_MS = 15_000;

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: true,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});
