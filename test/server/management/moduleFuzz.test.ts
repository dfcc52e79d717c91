// The module editor's routes fuzzed as a super admin (the shared fuzz.test.ts calls every route as a
// visitor and a student, who get 401/403 here before any validation): random and mutated bodies, path
// parameters and queries with a valid If-Match. Never a 5xx, every refusal a known error code.
import fc from 'fast-check';
import { ERROR_CODES } from '../../../src/shared/errorCodes';
import { bodies, params, queries } from '../helpers/fuzzInputs';
import { fillParams, listRoutes } from '../helpers/routes';
import { fastest } from '../helpers/backends';
import { sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

const KNOWN = new Set<string>(ERROR_CODES);

describe.each(fastest)('module editor routes fuzzed as an admin on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('never answers 5xx and refuses with known codes', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    await admin.get('/online');
    const routes = listRoutes(ctx.app).filter((r) => r.url.startsWith('/api/module'));
    expect(routes.length).toBeGreaterThanOrEqual(16);
    const failures: string[] = [];
    for (const route of routes) {
      const property = fc.asyncProperty(
        params(route),
        queries(route),
        route.method === 'GET' ? fc.constant({ kind: 'none' as const }) : bodies(route),
        fc.constantFrom('"0"', '"1"', 'W/"0"', 'x', ''),
        async (p, query, body, ifMatch) => {
          const url = fillParams(route.url, p) + (query ? `?${query}` : '');
          const headers: Record<string, string> = { 'if-match': ifMatch };
          let payload: string | Buffer | undefined;
          if (body.kind === 'json') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(body.value);
          } else if (body.kind === 'raw') {
            headers['content-type'] = body.contentType;
            payload = body.payload;
          }
          const res = await admin.request(route.method as 'GET', url, payload, headers);
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400) {
            const error = (res.json() as { error?: unknown }).error;
            if (typeof error !== 'string' || !KNOWN.has(error))
              throw new Error(`unknown code: ${res.body.slice(0, 200)}`);
          }
        },
      );
      try {
        await fc.assert(property, { numRuns: 20, seed: 33 });
      } catch (err) {
        failures.push(`${route.method} ${route.url}: ${(err as Error).message.split('\n').slice(0, 4).join(' ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it.each([
    ['U+0000', 'a\u0000b'],
    ['a lone surrogate', 'x\uD800'],
  ])('stores or refuses text with %s, never 500', async (_what, text) => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const id = (await ctx.app.db.selectFrom('modules').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const draft = (await admin.get(`/api/module/${id}`)).json();
    draft.document.module.slides[0].text = text;
    draft.document.config[text] = 1;
    const saved = await admin.post(`/api/module/${id}`, draft, { 'if-match': '"0"' });
    expect([200, 400]).toContain(saved.statusCode);
    delete draft.document.config[text];
    const again = await admin.post(`/api/module/${id}`, draft, { 'if-match': '"0"' });
    expect([200, 400]).toContain(again.statusCode);
    if (again.statusCode === 200) {
      expect((await admin.get(`/api/module/${id}`)).statusCode).toBe(200);
      expect((await admin.get('/api/module')).statusCode).toBe(200);
      expect((await admin.post(`/api/module/${id}/publish`, {}, { 'if-match': '"1"' })).statusCode).toBeLessThan(500);
      expect((await admin.get(`/api/module/${id}/versions/1/compare/draft`)).statusCode).toBe(200);
    }
  });
});
