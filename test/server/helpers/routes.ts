// Every route the app registered, read from Fastify itself (printRoutes), so a route added later is
// covered by the fuzz and authorization tests without anyone remembering to list it.
import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/;

/** Method + URL of every registered route (HEAD and OPTIONS left out: Fastify derives them). */
export function listRoutes(app: FastifyInstance): RouteInfo[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: RouteInfo[] = [];
  for (const line of tree.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (depth > 0 ? prefixes[depth - 1] : '') + match[2];
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

/** '/api/user/:id' → '/api/user/7': fills each :param from the given values. */
export function fillParams(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in values)) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(values[name]);
  });
}
