// A seeded account (the super admin admin@demo.nl unless another is named) logged in through /login,
// as the headers a browser would send after it: the session cookie and the CSRF pair.
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/db/seed';

export async function loginHeaders(app: FastifyInstance, username = 'admin@demo.nl'): Promise<Record<string, string>> {
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
    payload: { username, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login ${username}: ${login.statusCode} ${login.body.slice(0, 200)}`);
  for (const c of login.cookies) jar.set(c.name, c.value);
  return headers();
}
