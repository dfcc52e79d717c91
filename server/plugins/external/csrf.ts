// CSRF protection for cookie-authenticated writes (double submit, signed by a secret cookie):
// @fastify/csrf-protection keeps its secret in the http-only `_csrf` cookie; we hand the token to
// the client in the readable `XSRF-TOKEN` cookie and expect it back in the `X-XSRF-TOKEN` header,
// the names axios uses by default.
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import { cookieNames } from '../app/cookieNames';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function registerCsrf(app: FastifyInstance, secure: boolean): Promise<void> {
  const names = cookieNames(secure);
  await app.register(fastifyCsrf, {
    cookieKey: names.csrfSecret,
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure },
    getToken: (request) => {
      const header = request.headers['x-xsrf-token'];
      return typeof header === 'string' ? header : undefined;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // A request that authenticates with a bearer token (a school's own system calling the student
    // import) carries no cookie that a forged cross-site request could ride on: no CSRF check. Routes
    // that take a bearer token ignore the session of such a request.
    if (UNSAFE.has(request.method) && !/^Bearer /.test(request.headers.authorization ?? ''))
      return app.csrfProtection(request, reply, done);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Never put a cookie on a publicly cacheable response (media, hashed assets): a shared cache
    // would hand it to other people.
    if (String(reply.getHeader('cache-control') ?? '').includes('public')) return payload;
    if (request.csrfRejected || !request.cookies[names.csrfSecret] || !request.cookies[names.xsrf]) {
      reply.setCookie(names.xsrf, reply.generateCsrf(), { path: '/', sameSite: 'lax', httpOnly: false, secure });
    }
    return payload;
  });
}
