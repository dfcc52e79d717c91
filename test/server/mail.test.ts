// Mail: the outbox page /dev/mail (no SMTP: loopback only, lists and shows mails with clickable
// links) and SMTP delivery through the outbox (sent once, retried after a failure).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import type { OutboxRow } from '../../server/services/mail';
import { Agent } from './helpers/agent';
import { backends, PGLITE, pglite } from './helpers/backends';
import { FIXTURE_CONTENT, testConfig, truncateAll, useTestApp, templateImage } from './helpers/testApp';
import { seedIfEmpty } from '../../server/db/seed';

describe.each(backends)('outbox page on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('lists mails at /dev/mail and shows one with its link clickable, for loopback clients', async () => {
    await new Agent(ctx.app).post('/api/check-username', { username: 'nieuw@demo.nl' });
    const local = new Agent(ctx.app, '127.0.0.1');
    const list = await local.get('/dev/mail');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('nieuw@demo.nl');
    const href = /href="(\/dev\/mail\/\d+)"/.exec(list.body)?.[1] as string;
    const mail = await local.get(href);
    expect(mail.body).toContain('Activeer je account');
    expect(mail.body).toMatch(new RegExp(`<a href="${ctx.config.publicUrl}/register/confirm/[A-Za-z0-9_-]{43}">`));
    expect((await local.get('/dev/mail/999999')).statusCode).toBe(404);
  });

  it('is not there for other addresses (the mails hold login links)', async () => {
    const res = await new Agent(ctx.app, '203.0.113.9').get('/dev/mail');
    expect(res.statusCode).toBe(404);
  });

  it('escapes mail content', async () => {
    await ctx.app.db
      .insertInto('mail_outbox')
      .values({ to_address: 'a@b.nl', subject: '<script>x</script>', text: '<b>hi</b>', html: null, sent_at: null })
      .execute();
    const local = new Agent(ctx.app, '127.0.0.1');
    expect((await local.get('/dev/mail')).body).not.toContain('<script>x');
    expect((await local.get('/dev/mail/1')).body).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });
});

(pglite ? describe : describe.skip)('SMTP delivery through the outbox', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-mail-test-'));
  const sent: OutboxRow[] = [];
  let failNext = false;
  const config = testConfig(dataDir, PGLITE, null, { SMTP_URL: 'smtp://mail.example.invalid:25' });
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    app = await buildApp(config, {
      pglite: { image: await templateImage() },
      logger: false,
      seed: { contentDir: FIXTURE_CONTENT },
      mailSender: async (row) => {
        if (failNext) {
          failNext = false;
          throw new Error('smtp down');
        }
        sent.push(row);
      },
    });
    await app.ready();
    await truncateAll(app);
    await seedIfEmpty(app.db, { contentDir: FIXTURE_CONTENT });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends queued mail once, marks it sent, and has no /dev/mail page', async () => {
    await new Agent(app).post('/api/check-username', { username: 'nieuw@demo.nl' });
    await app.settled();
    expect(sent.map((m) => m.to_address)).toEqual(['nieuw@demo.nl']);
    const rows = await app.db.selectFrom('mail_outbox').select('sent_at').execute();
    expect(rows[0].sent_at).not.toBeNull();
    expect((await new Agent(app, '127.0.0.1').get('/dev/mail')).statusCode).not.toBe(200);
  });

  it('keeps a mail that failed and sends it on the next delivery', async () => {
    // A new window of the one-activation-mail-per-account limit (the test above sent one).
    await app.db.deleteFrom('limit_counters').execute();
    failNext = true;
    await new Agent(app).post('/api/resend-confirmation', { username: 'nieuw@demo.nl' });
    await app.settled();
    expect(failNext).toBe(false);
    expect(await app.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute()).toHaveLength(1);
    app.mail.deliver();
    await app.settled();
    expect(sent).toHaveLength(2);
    expect(await app.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute()).toHaveLength(0);
  });
});
