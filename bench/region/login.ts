// The seeded super admin (admin@demo.nl) logged in through /login, as the headers a browser would
// send after it: the session cookie and the CSRF pair.
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/db/seed';

export async function loginHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const first = await app.inject({ method: 'GET', url: '/online' });
  const jar = new Map(first.cookies.map((c) => [c.name, c.value]));
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
  });
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    headers: headers(),
    payload: { username: 'admin@demo.nl', password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode}`);
  for (const c of login.cookies) jar.set(c.name, c.value);
  return headers();
}
