// Logs the demo student in over plain HTTP, as the browser does: a GET hands out the XSRF-TOKEN
// (and _csrf) cookies, the login POST echoes the token in X-XSRF-TOKEN. Returns the headers a
// logged-in request needs (Cookie and X-XSRF-TOKEN).
import { DEMO_PASSWORD } from '../../test/e2e/support/student';

export interface Session {
  cookie: string;
  xsrf: string;
  headers: Record<string, string>;
}

function collect(jar: Map<string, string>, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

export async function logInOverHttp(baseUrl: string, username = 'leerling@demo.nl'): Promise<Session> {
  const jar = new Map<string, string>();
  collect(jar, await fetch(`${baseUrl}/api/account`, { headers: { accept: 'application/json' } }));
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(jar), 'x-xsrf-token': xsrf() },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  collect(jar, res);
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = cookieHeader(jar);
  return { cookie, xsrf: xsrf(), headers: { cookie, 'x-xsrf-token': xsrf(), accept: 'application/json' } };
}

/** The session's cookies for a browser's cookie jar (Playwright's addCookies), scoped to `url`. */
export function browserCookies(session: Session, url: string): Array<{ name: string; value: string; url: string }> {
  return session.cookie.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url };
  });
}
