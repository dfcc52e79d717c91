// Security headers on every response (API, static files, errors), written in one onSend hook.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SCRIPTS_AFTER_PAINT_SCRIPT } from '../../../src/shared/scriptsAfterPaint';
import { SESSION_HINT_SCRIPT } from '../../../src/shared/sessionHint';

// A React SPA from our own origin: scripts only from self (webpack bundles), and the two inline
// scripts of index.html, allowed by their hashes: the logged-in hint that runs before the first paint
// (src/shared/sessionHint.ts) and the one that starts the app's scripts after it
// (src/shared/scriptsAfterPaint.ts), both issue 35;
// inline styles are allowed because React components set style attributes; images may be data:/blob:
// URLs (QR code, previews); the service worker comes from self, and so does the manifest, which
// default-src covers. No manifest-src: WebKit (Safari, WebKitGTK) does not know it and logs
// "Unrecognized Content-Security-Policy directive" on every page; Chromium and Firefox fall back
// to default-src for the manifest, so the policy means the same in every engine without it.
const INLINE_HASHES = [SESSION_HINT_SCRIPT, SCRIPTS_AFTER_PAINT_SCRIPT]
  .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  .join(' ');
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${INLINE_HASHES}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Answers that may depend on the session: never stored by a browser or a shared cache unless a route says otherwise. */
const SESSION_PATHS = /^\/(api\/|logged-in$|login$|logout$|2fa_check$|online$)/;

export function registerSecurityHeaders(app: FastifyInstance, https: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && SESSION_PATHS.test(request.url.split('?')[0] ?? ''))
      reply.header('Cache-Control', 'no-store');
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
