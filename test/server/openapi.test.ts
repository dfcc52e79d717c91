// GET /api/openapi.json: the OpenAPI 3 document generated from the route schemas. Every route the
// app registers is in it, read from Fastify itself, so a route added later cannot be left out.
import { fastest } from './helpers/backends';
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

/**
 * Writes that take no body: the path (and the session) say everything. Any other POST, PUT or
 * PATCH must document its body.
 */
const NO_BODY = new Set([
  'POST /logout',
  'POST /api/oorcheck/session/:token/open',
  'POST /api/school/:id/approve',
  'POST /api/school/:id/generate',
  'POST /api/school/:id/clear',
  'POST /api/user/:id/toggle-active',
  'POST /api/user/:id/reset-mfa',
  'PUT /api/student/imports/:id/seen',
  'POST /api/student/imports/:id/seen',
  // The module editor's moves (issue 33): the place is in the path, the revision in If-Match.
  'POST /api/topics/:id/move/:target',
  'POST /api/slide/:id/move/:target',
  'POST /api/info-text/:id/move/:target',
  'POST /api/sub-question/:id/move/:target',
  'POST /api/question-option/:id/move/:target',
  'POST /api/result-text/:id/move/:target',
]);

/** What a route's entry in the document lacks, as readable reasons (empty: complete). */
function gaps(route: { method: string; url: string }, op: Operation): string[] {
  const found: string[] = [];
  const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
  if (success.length === 0) found.push('no 2xx response');
  for (const [status, response] of success) {
    const schemas = Object.values(response.content ?? {});
    if (schemas.length === 0 || schemas.some((c) => !c.schema)) found.push(`no schema for ${status}`);
  }
  const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  for (const name of pathParams)
    if (!op.parameters?.some((p) => p.in === 'path' && p.name === name))
      found.push(`path parameter ${name} undescribed`);
  const key = `${route.method} ${route.url}`;
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !NO_BODY.has(key) && !op.requestBody?.content)
    found.push('no request body schema');
  // Input that a schema checks can fail the check: the 400 it then answers must be described too.
  const takesInput = pathParams.length > 0 || op.requestBody !== undefined || (op.parameters?.length ?? 0) > 0;
  if (takesInput && !op.responses['400']?.content) found.push('takes input but no 400 response');
  // Fastify reads the body of these methods, so any of them answers 413 to a body over the limit.
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && !op.responses['413']?.content)
    found.push('reads a body but no 413 response');
  for (const [status, response] of Object.entries(op.responses))
    if (/^[45]/.test(status) && !response.content) found.push(`no schema for ${status}`);
  return found;
}

describe.each(fastest)('the OpenAPI document on $name', (backend) => {
  const ctx = useTestApp(backend);

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

  it('describes every route: its input and a schema for each status it answers (offenders listed)', async () => {
    const doc = await document();
    const routes = listRoutes(ctx.app).filter((r) => !NOT_DOCUMENTED.has(`${r.method} ${r.url}`));
    const offenders: string[] = [];
    for (const route of routes) {
      const op = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      const found = op ? gaps(route, op) : ['not in the document'];
      if (found.length > 0) offenders.push(`${route.method} ${route.url}: ${found.join(', ')}`);
    }
    expect(offenders).toEqual([]);
  });

  it('documents the class-list upload as multipart/form-data with its file and fields', async () => {
    const doc = await document();
    for (const url of [
      '/api/student/preview-import',
      '/api/student/import',
      '/api/user/preview-import',
      '/api/user/import',
    ]) {
      const body = doc.paths[url].post.requestBody?.content['multipart/form-data']?.schema as {
        properties: Record<string, { format?: string }>;
      };
      expect(Object.keys(body.properties).sort()).toEqual(['file', 'mapping', 'schoolId']);
      expect(body.properties.file.format).toBe('binary');
    }
  });

  it('documents the files a route sends as binary content, not JSON', async () => {
    const doc = await document();
    const pdf = doc.paths['/api/test/result-pdf'].get.responses['200'].content;
    expect(pdf).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    expect(doc.paths['/api/test/result-pdf'].get.responses['404'].content?.['application/json']).toBeDefined();
    expect(
      Object.keys(doc.paths['/api/oorcheck/session/{token}/trial.wav'].get.responses['200'].content ?? {}),
    ).toEqual(['audio/wav']);
  });

  it('describes the management errors with the Dutch message per field', async () => {
    const school = (await document()).paths['/api/school'].post;
    expect(school.responses['400'].content?.['application/json'].schema).toMatchObject({
      properties: {
        error: { enum: expect.arrayContaining(['brin_taken', 'invalid_request']) },
        fields: { type: 'object' },
      },
    });
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
