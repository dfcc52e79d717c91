// Media, the static PWA with its history fallback, 404s, security headers and 400 for bad input on
// every route.
import path from 'node:path';
import { cacheControlFor } from '../../server/plugins/app/staticApp';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

// Directives Chromium, Firefox and WebKit (Safari, WebKitGTK 2.50) all implement; WebKit ignores
// others with a console error on every page (manifest-src among them).
const CSP_DIRECTIVES_ALL_ENGINES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'frame-src',
  'worker-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'upgrade-insecure-requests',
];

const STATIC = path.join(__dirname, 'fixtures', 'static');

describe.each(fastest)('http surface on $name', (backend) => {
  const ctx = useTestApp(backend, { STATIC_DIR: STATIC });

  async function media(): Promise<{ svg: { id: number; modified: number }; png: { id: number; modified: number } }> {
    const rows = await ctx.app.db.selectFrom('media').select(['id', 'mime', 'modified']).execute();
    const find = (mime: string) => {
      const row = rows.find((r) => r.mime === mime);
      if (!row) throw new Error(`no ${mime} in the fixture media`);
      return { id: row.id, modified: Number(row.modified) };
    };
    return { svg: find('image/svg+xml'), png: find('image/png') };
  }

  describe('media', () => {
    it('serves a file with immutable caching', async () => {
      const { svg } = await media();
      const res = await new Agent(ctx.app).get(`/file/${svg.id}/${svg.modified}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toContain('<svg');
      expect(res.headers['set-cookie']).toBeUndefined(); // publicly cacheable: no cookies
    });

    it('resizes a raster image to the asked width and serves SVG as is', async () => {
      const { png, svg } = await media();
      const agent = new Agent(ctx.app);
      const res = await agent.get(`/image/${png.id}/360/auto/${png.modified}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { default: sharp } = await import('sharp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 360, height: 180 });
      // Never enlarged beyond the original 800 px.
      const big = await agent.get(`/image/${png.id}/1600/auto/${png.modified}`);
      expect((await sharp(big.rawPayload).metadata()).width).toBe(800);
      const vector = await agent.get(`/image/${svg.id}/600/auto/${svg.modified}`);
      expect([vector.statusCode, vector.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    });

    it('answers 404 for unknown ids and 400 for other sizes', async () => {
      const { png } = await media();
      const agent = new Agent(ctx.app);
      for (const url of ['/file/9999/1', '/image/9999/360/auto/1']) {
        const res = await agent.get(url);
        expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found' }]);
      }
      for (const url of [
        `/image/${png.id}/500/auto/1`,
        `/image/${png.id}/360/200/1`,
        `/image/abc/360/auto/1`,
        '/file/x/1',
        '/file/1/-5',
      ]) {
        const res = await agent.get(url);
        expect([url, res.statusCode, res.json()]).toEqual([url, 400, { error: 'invalid_request' }]);
      }
    });

    it('does not cache an outdated media URL as immutable', async () => {
      const { svg } = await media();
      const res = await new Agent(ctx.app).get(`/file/${svg.id}/${svg.modified - 1}`);
      expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-cache']);
    });
  });

  describe('static PWA', () => {
    it('serves index.html and the service worker uncached and hashed assets for a year', async () => {
      const agent = new Agent(ctx.app);
      const index = await agent.get('/', { accept: 'text/html' });
      expect([index.statusCode, index.headers['cache-control']]).toEqual([200, 'no-cache']);
      expect(index.body).toContain('<div id="root">');
      expect((await agent.get('/service-worker.js')).headers['cache-control']).toBe('no-cache');
      expect((await agent.get('/main.0123abcd.js')).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    });

    it('gives a precompressed copy (.br, .gz) the cache policy of its file: index.html stays uncached', () => {
      expect(cacheControlFor('/dist/index.html.br')).toBe('no-cache');
      expect(cacheControlFor('/dist/index.html.gz')).toBe('no-cache');
      expect(cacheControlFor('/dist/assets/main.0123abcd.js.br')).toBe('public, max-age=31536000, immutable');
      expect(cacheControlFor('/dist/privacy.html.gz')).toBe('public, max-age=3600');
    });

    it('falls back to index.html for client routes, but not for API, media or non-HTML requests', async () => {
      const agent = new Agent(ctx.app);
      const page = await agent.get('/mijn-profiel', { accept: 'text/html,application/xhtml+xml' });
      expect([page.statusCode, page.headers['content-type']]).toEqual([200, expect.stringContaining('text/html')]);
      for (const url of ['/api/nope', '/file', '/image/x']) {
        const res = await agent.get(url, { accept: 'text/html' });
        expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'not_found' }]);
      }
      const json = await agent.get('/mijn-profiel', { accept: 'application/json' });
      expect([json.statusCode, json.json()]).toEqual([404, { error: 'not_found' }]);
      const post = await agent.post('/nergens', {});
      expect([post.statusCode, post.json()]).toEqual([404, { error: 'not_found' }]);
    });
  });

  describe('management site (/beheer/)', () => {
    it('serves its own page for every path below /beheer/, uncached, with the same CSP as the student app', async () => {
      const agent = new Agent(ctx.app);
      const student = await agent.get('/', { accept: 'text/html' });
      for (const url of ['/beheer/', '/beheer/leerlingen', '/beheer/scholen/3?pagina=2']) {
        const res = await agent.get(url, { accept: 'text/html' });
        expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
        expect(res.body).toContain('data-site="beheer"');
        expect(res.headers['content-security-policy']).toBe(student.headers['content-security-policy']);
        expect(res.headers['x-frame-options']).toBe('DENY');
      }
      // Paths that only start with the same letters belong to the student app.
      expect((await agent.get('/beheerder', { accept: 'text/html' })).body).not.toContain('data-site="beheer"');
    });

    it('serves /beheer without the slash too, and answers non-page requests with 404', async () => {
      const agent = new Agent(ctx.app);
      const bare = await agent.get('/beheer', { accept: 'text/html' });
      expect([bare.statusCode, bare.body.includes('data-site="beheer"')]).toEqual([200, true]);
      const json = await agent.get('/beheer/leerlingen', { accept: 'application/json' });
      expect([json.statusCode, json.json()]).toEqual([404, { error: 'not_found' }]);
    });
  });

  it('sets the security headers on API and page responses', async () => {
    const agent = new Agent(ctx.app);
    for (const res of [
      await agent.get('/online'),
      await agent.get('/', { accept: 'text/html' }),
      await agent.get('/api/x'),
    ]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('uses only CSP directives that Chromium, Firefox and WebKit all recognise', async () => {
    // WebKit logged "Unrecognized Content-Security-Policy directive 'manifest-src'" on every page.
    const res = await new Agent(ctx.app).get('/', { accept: 'text/html' });
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/)[0]);
    expect(directives.filter((name) => !CSP_DIRECTIVES_ALL_ENGINES.includes(name))).toEqual([]);
    expect(directives).not.toContain('manifest-src');
  });

  describe('bad input answers 400 invalid_request on every route', () => {
    const cases: Array<[string, unknown]> = [
      ['/login', {}],
      ['/login', { username: 'a@b.nl' }],
      ['/login', { username: 'a@b.nl', password: 'x', extra: 1 }],
      ['/login', { username: 42, password: 'x' }],
      ['/api/check-username', {}],
      ['/api/check-username', { username: '' }],
      ['/api/resend-confirmation', { username: ['a'] }],
      ['/api/test/skip-module', { module: 'sport' }],
      ['/api/test/skip-module', { module: 0 }],
      ['/api/test/finish', { id: 'not-a-uuid' }],
      ['/api/action-queue', { queue: [{ id: 'a', type: 'DELETE_ALL', data: {} }] }],
      ['/api/action-queue', { queue: 'nope' }],
    ];

    it.each(cases)('POST %s %j', async (url, body) => {
      const agent = new Agent(ctx.app);
      await agent.login('leerling@demo.nl');
      const res = await agent.post(url, body);
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'invalid_request' }]);
    });

    it('malformed JSON and a wrong content type are 400 as well, never 500', async () => {
      const agent = new Agent(ctx.app);
      await agent.login('leerling@demo.nl');
      const broken = await agent.request('POST', '/api/check-username', '{"username":', {
        'content-type': 'application/json',
      });
      expect([broken.statusCode, broken.json()]).toEqual([400, { error: 'invalid_request' }]);
      const text = await agent.request('POST', '/api/check-username', 'username=x', { 'content-type': 'text/plain' });
      expect([text.statusCode, text.json()]).toEqual([400, { error: 'invalid_request' }]);
    });
  });
});
