// Shared bits of the handlers: the CSRF check the real server does and call recording.
import { HttpResponse } from 'msw';
import { CSRF_TOKEN, model } from '../model';

/** Records the call; for POSTs returns the 403 the server sends without a valid CSRF header. */
export function guard(request: Request): Response | null {
  const url = new URL(request.url);
  model.calls.push(`${request.method} ${url.pathname}`);
  if (request.method === 'POST' && request.headers.get('x-xsrf-token') !== CSRF_TOKEN) {
    return HttpResponse.json({ error: 'invalid_csrf_token' }, { status: 403 });
  }
  return null;
}

export const unauthorized = () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
