// A route file is named by the URL it serves, so a URL from the browser's network tab leads to its
// file by path alone: /api/school-location/7 → server/routes/api/school-location.ts, /api/user/import
// → server/routes/api/user/import.ts, and a folder's index.ts serves the rest of its folder's URL
// (/api/user/7 → server/routes/api/user/index.ts). The URLs are read from each file's source (the
// string literal it passes to app.get/post/put/delete/route) and checked against every route the app
// registered, so a route whose URL is not written out in its file fails too.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { fastest } from './helpers/backends';
import { listRoutes } from './helpers/routes';
import { useTestApp } from './helpers/testApp';

const ROUTES_DIR = path.join(__dirname, '..', '..', 'server', 'routes');
/** Routes that plugins add, not route files: the metrics endpoint and the built PWA's files. */
const FROM_PLUGINS = new Set(['GET /metrics', 'GET /*']);
const SHORTHANDS: Record<string, string> = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE', patch: 'PATCH' };

interface Found {
  file: string;
  method: string;
  url: string;
}

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

const literal = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** Every route a file registers: `app.get('/url', …)` or `app.route({ method, url, … })`. */
function routesIn(file: string): Found[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.getText(source) === 'app'
    ) {
      const name = node.expression.name.text;
      const [first] = node.arguments;
      if (Object.hasOwn(SHORTHANDS, name) && literal(first) !== null)
        found.push({ file, method: SHORTHANDS[name], url: literal(first)! });
      if (name === 'route' && first && ts.isObjectLiteralExpression(first)) {
        const prop = (key: string) =>
          first.properties.find(
            (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === key,
          )?.initializer;
        const url = literal(prop('url'));
        const method = prop('method');
        const methods =
          method && ts.isArrayLiteralExpression(method) ? method.elements.map((e) => literal(e)) : [literal(method)];
        for (const m of methods) if (url !== null && m !== null) found.push({ file, method: m, url });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** routes/api/user/import.ts → ['api', 'user', 'import']; routes/api/user/index.ts → ['api', 'user']. */
function pathOf(file: string): string[] {
  const parts = path.relative(ROUTES_DIR, file).replace(/\.ts$/, '').split(path.sep);
  return parts[parts.length - 1] === 'index' ? parts.slice(0, -1) : parts;
}

/**
 * Whether the URL starts with the file's path, segment by segment. The last segment of the path may
 * also name a file the URL serves (routes/api/openapi.ts serves /api/openapi.json).
 */
function underPath(url: string, filePath: string[]): boolean {
  const segments = url.split('/').slice(1);
  return filePath.every(
    (part, i) =>
      segments[i] === part ||
      (i === filePath.length - 1 && segments.length === i + 1 && segments[i]?.startsWith(`${part}.`)),
  );
}

const files = filesUnder(ROUTES_DIR);
const found = files.flatMap(routesIn);

describe('route files are named by the URL they serve', () => {
  it('every file under server/routes serves at least one route', () => {
    const idle = files.filter((file) => !found.some((route) => route.file === file));
    expect(idle.map((file) => path.relative(ROUTES_DIR, file))).toEqual([]);
  });

  it("every route's URL starts with the path of the file that registers it", () => {
    const misplaced = found
      .filter((route) => !underPath(route.url, pathOf(route.file)))
      .map((route) => `${route.method} ${route.url} in routes/${path.relative(ROUTES_DIR, route.file)}`);
    expect(misplaced).toEqual([]);
    // Not vacuous: the files hold every route of the app (checked against Fastify below).
    expect(found.length).toBeGreaterThan(90);
  });

  it('takes the URL path apart as documented', () => {
    expect(underPath('/api/user/:id', ['api', 'user'])).toBe(true);
    expect(underPath('/api/user/import', ['api', 'user', 'import'])).toBe(true);
    expect(underPath('/api/user/preview-import', ['api', 'user', 'import'])).toBe(false);
    expect(underPath('/api/school-location', ['api', 'school'])).toBe(false);
    expect(underPath('/api/openapi.json', ['api', 'openapi'])).toBe(true);
    expect(underPath('/api/openapi-v2', ['api', 'openapi'])).toBe(false);
    expect(pathOf(path.join(ROUTES_DIR, 'api', 'user', 'index.ts'))).toEqual(['api', 'user']);
  });

  describe.each(fastest)('against the routes the app registered on $name', (backend) => {
    const ctx = useTestApp(backend);

    it('finds every registered route, and only those, in a route file', () => {
      const registered = listRoutes(ctx.app)
        .map((r) => `${r.method} ${r.url}`)
        .filter((route) => !FROM_PLUGINS.has(route))
        .sort();
      const inFiles = found.map((r) => `${r.method} ${r.url}`).sort();
      expect(inFiles).toEqual(registered);
    });
  });
});
