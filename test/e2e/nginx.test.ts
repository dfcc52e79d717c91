// Issue 24 "behind a real proxy": Debian's nginx with the shipped example (deploy/nginx/lrc.conf,
// rendered onto free ports with a self-signed certificate) terminates TLS in front of the built
// server started with TRUST_PROXY=127.0.0.1, as docs/operations.md tells an operator to. Chromium
// reaches nginx over IPv6 loopback ([::1]) while nginx reaches the app from 127.0.0.1, so the app
// can only know the student's address from nginx's X-Forwarded-For. Checked: plain http redirects,
// the https cookies and headers arrive, the operator-only paths are closed at the proxy, a student
// logs in and finishes a module, a skip made while the app behind nginx is down (nginx answers
// 502) waits in the offline queue and is stored once the app is back, and the failure ceiling of
// the student's address range (ADDRESS_LIMITS, the school-connection rule) counts the forwarded
// address, whatever the browser writes in its own X-Forwarded-For.
import https from 'node:https';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, screenshot } from './support/browser';
import { startNginx, type RunningNginx } from './support/nginx';
import { freePort, startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD, logIn, next, openModule, stepUntil } from './support/student';

jest.setTimeout(240_000);

let server: RunningServer;
let nginx: RunningNginx;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  const httpsPort = await freePort();
  server = await startServer({
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `https://[::1]:${httpsPort}`,
    // The student's own address (IPv6 loopback) as a listed school range with a small ceiling.
    ADDRESS_LIMITS: '::1/128=3',
  });
  nginx = await startNginx(server.port, httpsPort);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Trust the test certificate's key (not every certificate error), so the service worker, which
    // Chromium refuses on a certificate error, works as on a real https site.
    args: ['--no-sandbox', '--disable-gpu', `--ignore-certificate-errors-spki-list=${nginx.spki}`],
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await server?.dispose();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to nginx that checks the certificate against the test's own one (no blanket opt-out). */
function viaNginx(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.get(`${nginx.url}${urlPath}`, { ca: nginx.ca, headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

const json = <T>(url: string) =>
  page.evaluate((u) => fetch(u, { cache: 'no-store' }).then((r) => r.json()), url) as Promise<T>;

it('redirects http to https, passes the https cookies and headers, and keeps operator paths closed', async () => {
  const plain = await fetch(`${nginx.httpUrl}/modules?x=1`, { redirect: 'manual' });
  expect(plain.status).toBe(301);
  expect(plain.headers.get('location')).toMatch(/^https:\/\/.*\/modules\?x=1$/);

  const online = await viaNginx('/online');
  expect(online.status).toBe(200);
  expect(JSON.parse(online.body)).toEqual({ online: true });
  expect(online.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
  expect(String(online.headers['set-cookie'])).toMatch(/__Host-XSRF-TOKEN=[^;]+;.*Secure/);
  expect(online.headers['x-request-id']).toEqual(expect.any(String));

  // The app itself answers /metrics on the machine; through the proxy nobody gets it, nor the
  // backup hand-off or the trial outbox (whose mails hold working login links).
  expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
  for (const closed of ['/metrics', '/ops/backup', '/dev/mail'])
    expect({ closed, status: (await viaNginx(closed)).status }).toEqual({ closed, status: 404 });
});

it('logs a student in, finishes a module, and queues a skip while the app behind nginx is down', async () => {
  await logIn(page, nginx.url);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === '__Host-lrc_session')).toMatchObject({ secure: true, path: '/' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  const account = await json<{ id: number; finishedModules: number[]; skippedModules: number[] }>('/api/account');
  const { modules } = await json<{ modules: Array<{ id: number; title: string }> }>('/api/test/data');
  const alcohol = modules.find((m) => m.title === 'Alcohol')!;
  const stress = modules.find((m) => m.title === 'Stress en ontspanning')!;
  // The app compresses the module content itself, once per content change, in the encoding the
  // browser accepts (Brotli for Chromium); the proxy passes it on as it is (its own gzip is for the
  // other JSON answers).
  const encoding = await page.evaluate(() =>
    fetch('/api/test/data', { cache: 'no-store' }).then((r) => r.headers.get('content-encoding')),
  );
  expect(encoding).toBe('br');

  // A module, online, through the proxy.
  await openModule(page, /^Alcohol/);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('radio', { name: '16 jaar' }).check();
  await next(page);
  await page.getByRole('radio', { name: 'Nee, nog nooit' }).check();
  await next(page);
  await page.getByRole('radio', { name: 'Anders' }).check();
  await next(page);
  await page.getByRole('button', { name: 'Test afronden' }).click();
  const modal = page.getByRole('dialog');
  const back = page.getByRole('button', { name: 'Terug naar overzicht' });
  await stepUntil(
    back,
    modal.getByRole('button', { name: 'Volgende', exact: true }),
    (forward) => forward.click(),
    async () => {
      await screenshot(page, 'nginx-finish-stuck');
      return `finish did not complete: ${pageErrors.join('; ')}`;
    },
  );
  await back.click();
  const afterFinish = await json<{ finishedModules: number[] }>('/api/account');
  expect(afterFinish.finishedModules).toContain(alcohol.id);
  await screenshot(page, 'nginx-finished');

  // The app goes away behind a running nginx: the browser is online, nginx answers 502.
  await server.stop();
  expect((await viaNginx('/online')).status).toBe(502);
  await openModule(page, 'Stress en ontspanning');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Vragenlijst overslaan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Overslaan' }).click();
  await page
    .getByText('Opgeslagen op dit apparaat')
    .first()
    .waitFor()
    .catch(async (err: unknown) => {
      await screenshot(page, 'nginx-app-down-not-queued');
      throw err;
    });
  await page.getByText('1 wijziging in de wachtrij').waitFor();
  await screenshot(page, 'nginx-app-down-queued');

  // The app is back: the queue is sent through nginx and the skip is stored once.
  await server.restart();
  await page.getByText('Wijzigingen opgeslagen').waitFor({ timeout: 60_000 });
  expect(await page.getByText(/in de wachtrij/).count()).toBe(0);
  const after = await json<{ finishedModules: number[]; skippedModules: number[] }>('/api/account');
  expect(after.skippedModules).toEqual([...account.skippedModules, stress.id].sort((a, b) => a - b));
  expect(after.finishedModules.filter((id) => id === alcohol.id)).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

it("counts failed logins against the student's forwarded address, not nginx's nor what the browser claims", async () => {
  // A browser that writes its own forwarding headers, as a student trying to dodge the limit would.
  const spoofing = await browser.newContext({
    locale: 'nl-NL',
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7', 'X-Real-IP': '198.51.100.7', Forwarded: 'for=198.51.100.7' },
  });
  const p = await spoofing.newPage();
  const typeUsername = async () => {
    await p.goto(nginx.url);
    await p.getByRole('textbox', { name: /e-mail/i }).fill('leerling2@demo.nl');
    await p.getByRole('button', { name: 'Verder' }).click();
  };
  for (let i = 1; i <= 3; i++) {
    await typeUsername();
    await p
      .getByLabel(/wachtwoord/i)
      .first()
      .fill(`fout-wachtwoord-${i}`);
    await p.getByRole('button', { name: 'Inloggen' }).click();
    await p.getByText('Inloggen niet gelukt').first().waitFor();
  }
  // The range ::1/128 allows 3 failures (the account alone would allow 10): from this address even
  // the username step now waits.
  await typeUsername();
  await p.getByText('Even wachten').first().waitFor();
  await screenshot(p, 'nginx-address-limit');
  await spoofing.close();

  // nginx's own address (the app's TCP peer) was never counted: a request straight to the app,
  // from 127.0.0.1 without forwarding headers, logs the same student in.
  const direct = await loginDirect(server.url, 'leerling2@demo.nl');
  expect(direct).toBe(200);
});

/** POST /login straight to the app, with the CSRF cookie echoed as the client does. */
async function loginDirect(baseUrl: string, username: string): Promise<number> {
  const first = await fetch(`${baseUrl}/online`);
  const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]);
  const xsrf = cookies.find((c) => c.startsWith('__Host-XSRF-TOKEN='))?.split('=')[1] ?? '';
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return res.status;
}
