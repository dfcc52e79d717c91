// GET /api/openapi.json: the OpenAPI 3 document generated from the route schemas. Every route the
// app registers is in it, read from Fastify itself, so a route added later cannot be left out.
import { backends } from './helpers/backends';
import { listRoutes } from './helpers/routes';
import { useTestApp } from './helpers/testApp';

interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Not API routes: the document itself and the built PWA's files (plugins/app/staticApp.ts). */
const NOT_DOCUMENTED = new Set(['GET /api/openapi.json', 'GET /*']);

/** Fastify's '/api/user/:id' is OpenAPI's '/api/user/{id}'. */
const openapiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  const ctx = useTestApp(backends[0]);

  async function document(): Promise<Document> {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  }

  it('is OpenAPI 3 and lists every registered route', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\./);
    const routes = listRoutes(ctx.app).filter((r) => !NOT_DOCUMENTED.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((r) => !doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('describes the login: its body, its success and failure bodies and the error codes', async () => {
    const login = (await document()).paths['/login'].post;
    expect(login.requestBody?.content['application/json'].schema).toMatchObject({
      required: ['username', 'password'],
    });
    expect(login.responses['200'].content?.['application/json'].schema).toMatchObject({
      properties: { '2fa_complete': { type: 'boolean' } },
    });
    expect(login.responses['429'].content?.['application/json'].schema).toMatchObject({
      properties: { error: { type: 'string', enum: expect.arrayContaining(['too_many_requests']) } },
    });
  });

  it('describes GET /api/account: its query parameters and the Account it answers', async () => {
    const account = (await document()).paths['/api/account'].get;
    expect(account.parameters?.map((p) => `${p.in} ${p.name}`).sort()).toEqual(['query _exit', 'query _switch_user']);
    expect(account.responses['200'].content?.['application/json'].schema).toMatchObject({
      properties: { finishedModules: { type: 'array' }, lastLogin: expect.anything() },
    });
    expect(Object.keys(account.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
  });
});
