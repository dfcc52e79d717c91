// Serves the built PWA from STATIC_DIR and falls back to index.html for client-side routes
// (history API); below /beheer/ the management site (STATIC_DIR/beheer, its own webpack
// compilation) falls back to its own page. Hashed assets are cached for a year; index.html and the service worker must be
// revalidated so a new release is picked up. Unknown API paths get 404 {error:'not_found'}.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NO_CACHE = new Set(['index.html', 'service-worker.js', 'manifest.json', 'manifest.webmanifest']);
const HASHED = /[.-][0-9a-f]{8,}\./;
const NOT_APP = /^\/(api|file|image)(\/|$)/;
const MANAGEMENT = /^\/beheer(\/|$)/;
const MANAGEMENT_PAGE = 'beheer/index.html';

export function cacheControlFor(file: string): string {
  // preCompressed answers name the .br or .gz beside the file: index.html.br is index.html. (index.html
  // had none until it carried the prerendered home page and grew past the plugin's 1 KB threshold.)
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = fs.existsSync(path.join(staticDir, 'index.html'));
  const hasManagement = fs.existsSync(path.join(staticDir, MANAGEMENT_PAGE));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // webpack writes .br and .gz beside each text asset (scripts/precompressPlugin.js).
      preCompressed: true,
      cacheControl: false,
      // A block body: reply.header() returns the reply, which is thenable, where a void callback is expected.
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', cacheControlFor(file));
      },
    });
  } else {
    app.log.warn(`no built client in ${staticDir} (run npm run build): only the API is served`);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NOT_APP.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    const pathname = request.url.split('?')[0] ?? '';
    if (hasManagement && wantsPage && MANAGEMENT.test(pathname)) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(MANAGEMENT_PAGE);
    }
    if (hasApp && wantsPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ error: 'not_found' });
  });
}
