// Logs without secrets or personal data (issue 24): a whole day of use in one flow (login with
// 2-factor, password reset, activation, imitation, a module through the offline queue, the
// Oorcheck, a bug report, a failed mail) with the log captured at debug level, then scanned for
// every token, code, password, e-mail address and name that went over the wire. Every request's
// lines carry its id, and the response tells the client that id.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { redactUrl, scrubText } from '../../server/logging/redact';
import type { ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { PGLITE, pglite } from './helpers/backends';
import { latestCode, latestLinkToken } from './helpers/mailbox';
import { FIXTURE_CONTENT, testConfig, templateImage } from './helpers/testApp';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

const NEW_PASSWORD = 'Zomer-fiets-kast-2027';
const EMAILS = ['leerling@demo.nl', 'leerling2@demo.nl', 'leerling.2fa@demo.nl', 'nieuw@demo.nl', 'admin@demo.nl'];
const NAMES = ['Sanne', 'Jansen', 'Daan', 'de Vries', 'Lotte', 'Anna'];

/** A whole Oorcheck run as the test page plays it (the server picks the digits; any 3 digits answer). */
async function runOorcheck(agent: Agent, token: string): Promise<{ status?: string }> {
  await agent.post(`/api/oorcheck/session/${token}/open`);
  await agent.post(`/api/oorcheck/session/${token}/begin`, { mode: 'diotic' });
  for (let i = 0; i < 60; i++) {
    const body = (await agent.post(`/api/oorcheck/session/${token}/answer`, { response: '123' })).json();
    if (body.done) return body;
  }
  throw new Error('the Oorcheck run did not end');
}

(pglite ? describe : describe.skip)('the log of a full flow', () => {
  let app: FastifyInstance;
  let dataDir = '';
  const lines: string[] = [];
  let failMailOnce = true;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-log-'));
    app = await buildApp(testConfig(dataDir, PGLITE, null, { LOG_LEVEL: 'debug' }), {
      pglite: { image: await templateImage() },
      seed: { contentDir: FIXTURE_CONTENT },
      logStream: { write: (line: string) => void lines.push(line) },
      // The first delivery fails the way SMTP servers answer, naming the recipient.
      mailSender: async (row) => {
        if (failMailOnce) {
          failMailOnce = false;
          throw new Error(`550 5.1.1 <${row.to_address}>: Recipient address rejected`);
        }
      },
    });
    // A route that fails the way a bug would, with personal data in the error's message.
    app.get('/api/__boom', async () => {
      throw new Error('boom for leerling@demo.nl');
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds no token, code, password, e-mail address or name, and has a request id on every request line', async () => {
    const secrets: string[] = [DEMO_PASSWORD, NEW_PASSWORD];
    const html = { accept: 'text/html' };
    const requestIds: string[] = [];
    const track = <T extends { headers: Record<string, unknown> }>(res: T): T => {
      requestIds.push(String(res.headers['x-request-id']));
      return res;
    };

    // Login with a 2-factor code by e-mail.
    const twoFa = new Agent(app);
    track(await twoFa.login('leerling.2fa@demo.nl'));
    const code = await latestCode(app, 'leerling.2fa@demo.nl');
    secrets.push(code);
    expect(track(await twoFa.post('/2fa_check', { _auth_code: code })).statusCode).toBe(200);

    // Password reset: the mail's link is opened (the page), then the new password is set.
    const resetAgent = new Agent(app);
    track(await resetAgent.post('/api/resetting/reset', { email: 'leerling@demo.nl' }));
    const resetToken = await latestLinkToken(app, 'leerling@demo.nl', 'resetting/reset');
    secrets.push(resetToken);
    track(await resetAgent.get(`/resetting/reset/${resetToken}`, html));
    expect(
      track(
        await resetAgent.post('/api/resetting/set', {
          token: resetToken,
          password: NEW_PASSWORD,
          repeatPassword: NEW_PASSWORD,
        }),
      ).statusCode,
    ).toBe(200);

    // Activation of a new account through its link.
    const newcomer = new Agent(app);
    track(await newcomer.post('/api/check-username', { username: 'nieuw@demo.nl' }));
    const activationToken = await latestLinkToken(app, 'nieuw@demo.nl', 'register/confirm');
    secrets.push(activationToken);
    track(await newcomer.get(`/register/confirm/${activationToken}`, html));
    expect(
      track(
        await newcomer.post('/api/resetting/set', {
          token: activationToken,
          password: NEW_PASSWORD,
          repeatPassword: NEW_PASSWORD,
          enabled: true,
        }),
      ).statusCode,
    ).toBe(200);

    // Imitation by the super admin, with the username plain and percent-encoded.
    const admin = new Agent(app);
    track(await admin.login('admin@demo.nl'));
    const switched = track(await admin.get('/api/account?_switch_user=leerling2@demo.nl'));
    expect(switched.json().username).toBe('leerling2@demo.nl');
    track(await admin.get('/api/account?_exit=1'));
    expect(track(await admin.get('/api/account?_switch_user=leerling2%40demo.nl')).statusCode).toBe(200);
    track(await admin.get('/api/account?_exit=1'));
    track(await admin.get('/api/user?page=1&limit=10&search=Jansen'));

    // A module finished through the offline queue, by the student with the new password.
    const student = new Agent(app);
    expect(track(await student.login('leerling@demo.nl', NEW_PASSWORD)).statusCode).toBe(200);
    const data: ModuleContent = track(await student.get('/api/test/data')).json();
    const module = data.modules[0];
    const slide = module.slides[0];
    const finish = {
      id: randomUUID(),
      module: module.id,
      meta: { age: 16, gender: 'male' },
      computed: {},
      finished: true,
      updatedAt: Date.now(),
      debug: false,
      actions: [],
      contact_data: false,
      test_result: 'good',
      norm_results: [],
      answers: [{ ...emptyAnswer({ id: slide.id }), options: [slide.options[0].id] }],
    };
    expect(
      track(await student.post('/api/action-queue', { queue: [{ id: 'q-1', type: 'FINISH_TEST', data: finish }] }))
        .statusCode,
    ).toBe(200);

    // The Oorcheck: start, the page opened with its token, the test done, the status polled.
    const started = track(await student.post('/api/oorcheck/start', {})).json();
    secrets.push(started.token);
    track(await student.get(`/oorcheck/?token=${started.token}`, html));
    expect((await runOorcheck(student, started.token)).status).toBe('complete');
    expect(track(await student.get(`/api/oorcheck/status/${started.token}`)).json().status).toBe('complete');

    // A bug report whose body holds a name and an address: bodies are never logged.
    expect(
      track(
        await student.post('/api/bug-report', {
          message: 'Ik ben Sanne Jansen, mail me op leerling@demo.nl',
          data: {},
        }),
      ).statusCode,
    ).toBe(200);
    track(await student.post('/logout'));

    // The mail sender logs the failed delivery after the answers: wait until it is done.
    await app.settled();

    const log = lines.join('');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const secret of secrets) expect(log).not.toContain(secret);
    for (const email of EMAILS) {
      expect(log).not.toContain(email);
      expect(log).not.toContain(encodeURIComponent(email));
    }
    for (const name of NAMES) expect(log).not.toContain(name);
    expect(log).not.toMatch(/[\w.-]+@[\w-]+\.[a-z]{2,}/i);
    expect(log).not.toContain('Recipient address rejected: ');

    // What the lines do say: the routes, the user ids (the imitation switch logs the target's id
    // and the imitator's), the redacted places of the tokens, the failed mail.
    const ids = await app.db.selectFrom('users').select(['id', 'username']).execute();
    const idOf = (name: string) => ids.find((u) => u.username === name)?.id;
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(completed.find((e) => String(e.url).startsWith('/api/account?_switch_user='))).toMatchObject({
      url: '/api/account?_switch_user=[redacted]',
      userId: idOf('leerling2@demo.nl'),
      imitatorId: idOf('admin@demo.nl'),
    });
    expect(completed.map((e) => e.url)).toEqual(
      expect.arrayContaining([
        '/resetting/reset/[redacted]',
        '/register/confirm/[redacted]',
        '/oorcheck/?token=[redacted]',
        '/api/oorcheck/status/[redacted]',
      ]),
    );
    expect(completed.find((e) => e.route === '/api/oorcheck/status/:token')).toMatchObject({
      status: 200,
      userId: idOf('leerling@demo.nl'),
    });
    expect(entries.some((e) => e.msg === 'mail delivery failed; will retry')).toBe(true);

    // Every line about a request carries its id, and that is the id the client was told.
    const requestLines = entries.filter((e) => 'url' in e || 'route' in e);
    expect(requestLines.length).toBeGreaterThanOrEqual(requestIds.length);
    for (const line of requestLines) expect(line.reqId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    for (const id of requestIds) expect(completed.some((e) => e.reqId === id)).toBe(true);
  }, 60_000);

  it('answers an unexpected error with the request id of the logged error', async () => {
    const res = await new Agent(app).get('/api/__boom');
    const id = res.headers['x-request-id'];
    expect([res.statusCode, res.json()]).toEqual([500, { error: 'internal_error', request_id: id }]);
    const logged = lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string } })
      .filter((e) => e.reqId === id);
    expect(logged.find((e) => e.msg === 'unexpected error')?.err?.message).toBe('boom for [e-mail]');
    expect(logged.map((e) => e.msg)).toContain('request failed');
  });
});

describe('redactUrl and scrubText', () => {
  it.each([
    ['/resetting/reset/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd', '/resetting/reset/[redacted]'],
    ['/register/confirm/abcdefghijklmnopqrstuvwxyzabcdefghijk0123_-', '/register/confirm/[redacted]'],
    ['/api/some/future/route/0b6e3a4e2f8c4d6a9a551f0e2d3c4b5a/x', '/api/some/future/route/[redacted]/x'],
    ['/api/user/42', '/api/user/42'],
    ['/api/account/google-authenticator-qr-code', '/api/account/google-authenticator-qr-code'],
    ['/main.3f2a9c1b4d5e6f70.js', '/main.3f2a9c1b4d5e6f70.js'],
    ['/api/x/jan%40school.nl', '/api/x/[redacted]'],
    ['/oorcheck/?token=abc', '/oorcheck/?token=[redacted]'],
    ['/api/bug-report?page=2&limit=10', '/api/bug-report?page=2&limit=10'],
    ['/api/user?page=1&search=Jansen&code=123456', '/api/user?page=1&search=[redacted]&code=[redacted]'],
    ['/api/x?flag', '/api/x?flag'],
  ])('%s → %s', (url, logged) => expect(redactUrl(url)).toBe(logged));

  it('cuts addresses and credential-like runs out of text but keeps ordinary words', () => {
    expect(scrubText('550 <jan.de.vries@school.nl>: rejected')).toBe('550 <[e-mail]>: rejected');
    expect(scrubText('link https://x.nl/resetting/reset/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789')).toBe(
      'link https://x.nl/resetting/reset/[redacted]',
    );
    expect(scrubText('at /work/node_modules/@electric-sql/pglite/dist/index.js:12:34')).toBe(
      'at /work/node_modules/@electric-sql/pglite/dist/index.js:12:34',
    );
  });
});
