// The server's half of index.html's logged-in hint (src/shared/sessionHint.ts): an HTML page answered
// to a request with a session (2FA done) sets a readable session cookie saying so, and one answered
// without a session removes it, so the page's inline script can hide the prerendered login form before
// the first paint even where the app has not left its own hint in localStorage yet. Not on publicly
// cacheable answers (a shared cache would hand the cookie to others), as the CSRF cookie.
import type { FastifyInstance } from 'fastify';
import { SESSION_HINT_COOKIE } from '../../../src/shared/sessionHint';

export function registerSessionHintCookie(app: FastifyInstance, secure: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('public')) return payload;
    const loggedIn = request.user !== null && request.session !== null && !request.session.twoFactorPending;
    if (loggedIn) reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', httpOnly: false, secure });
    else if (request.cookies[SESSION_HINT_COOKIE]) reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
    return payload;
  });
}
