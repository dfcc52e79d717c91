// GET /metrics: Prometheus text for this machine or a scraper with METRICS_TOKEN, 404 for anyone
// else (a forwarding header never makes a request local); GET /ready: 503 while the database does
// not answer, 200 again when it is back.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { PGLITE, pglite, postgres } from './helpers/backends';
import { dropSchema, FIXTURE_CONTENT, testConfig, uniqueSchema, templateImage } from './helpers/testApp';

const TOKEN = 'scrape-secret-for-tests-0123456789';

(pglite ? describe : describe.skip)('metrics', () => {
  let app: FastifyInstance;
  let dataDir = '';
  let failNextMail = true;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-metrics-'));
    app = await buildApp(testConfig(dataDir, PGLITE, null, { METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' }), {
      pglite: { image: await templateImage() },
      logger: false,
      seed: { contentDir: FIXTURE_CONTENT },
      mailSender: async () => {
        if (failNextMail) {
          failNextMail = false;
          throw new Error('SMTP down');
        }
      },
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('counts requests per route, queue replays, mails, the pool and the event loop', async () => {
    const agent = new Agent(app);
    await agent.login('leerling@demo.nl');
    const data: ModuleContent = (await agent.get('/api/test/data')).json();
    const module = data.modules[0];
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
      answers: [],
    };
    const queue = [
      { id: 'ok', type: 'FINISH_TEST', data: finish },
      { id: 'bad', type: 'SKIP_MODULE', data: { module: 'x' } },
    ];
    expect(
      (await agent.post('/api/action-queue', { queue })).json().results.map((r: { status: number }) => r.status),
    ).toEqual([200, 400]);
    // Two reset mails: the first delivery fails, the second run sends both.
    await agent.post('/api/resetting/reset', { email: 'leerling2@demo.nl' });
    await app.settled();
    await agent.post('/api/resetting/reset', { email: 'leerling.2fa@demo.nl' });
    await app.settled();

    const res = await scrape('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/lrc_http_requests_total\{method="POST",route="\/api\/action-queue",status="200"\} 1/);
    expect(text).toMatch(/lrc_http_request_duration_seconds_count\{method="GET",route="\/api\/test\/data"\} 1/);
    expect(text).toMatch(/lrc_queue_replays_total\{outcome="accepted"\} 1/);
    expect(text).toMatch(/lrc_queue_replays_total\{outcome="refused"\} 1/);
    expect(text).toMatch(/lrc_mails_failed_total 1/);
    expect(text).toMatch(/lrc_mails_sent_total 2/);
    expect(text).toMatch(/lrc_db_pool_max 1/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
  });

  it('counts unknown URLs under one label and 5xx answers as errors', async () => {
    await new Agent(app).get('/no/such/page/12345');
    expect((await scrape('::1')).body).toMatch(
      /lrc_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/,
    );
  });

  it('refuses other machines without the token, and forwarded requests even from loopback', async () => {
    expect((await scrape('10.1.2.3')).statusCode).toBe(404);
    expect((await scrape('10.1.2.3', { authorization: 'Bearer wrong' })).statusCode).toBe(404);
    expect((await scrape('10.1.2.3', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
    // A proxy on this machine connects from 127.0.0.1 for every visitor; TRUST_PROXY is on here.
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await scrape('127.0.0.1', { forwarded: 'for=127.0.0.1' })).statusCode).toBe(404);
    expect((await scrape('10.1.2.3', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('answers /ready while the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect([res.statusCode, res.json()]).toEqual([200, { ready: true }]);
  });
});

(postgres ? describe : describe.skip)('/ready on PostgreSQL behind a connection that breaks', () => {
  // A TCP relay between the app and PostgreSQL that the test can cut and restore.
  let relay: net.Server;
  const sockets = new Set<net.Socket>();
  let port = 0;
  let app: FastifyInstance;
  let dataDir = '';
  const schema = uniqueSchema();

  function listen(): Promise<void> {
    const target = new URL(postgres!.databaseUrl!);
    relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) =>
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as net.AddressInfo).port;
        resolve();
      }),
    );
  }

  function cut(): Promise<void> {
    for (const s of sockets) s.destroy();
    return new Promise((resolve) => relay.close(() => resolve()));
  }

  beforeAll(async () => {
    await listen();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-ready-'));
    const url = new URL(postgres!.databaseUrl!);
    url.host = `127.0.0.1:${port}`;
    app = await buildApp(testConfig(dataDir, { name: 'PostgreSQL', databaseUrl: url.toString() }, schema), {
      logger: false,
      seed: { contentDir: FIXTURE_CONTENT },
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    if (!relay.listening) await listen();
    await dropSchema(app, schema);
    await app.close();
    await cut();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 database_unavailable while the database is unreachable and 200 when it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    await cut();
    const down = await app.inject({ method: 'GET', url: '/ready' });
    expect([down.statusCode, down.json()]).toEqual([503, { ready: false, error: 'database_unavailable' }]);
    // /online is the clients' probe of the server itself, not of the database.
    expect((await app.inject({ method: 'GET', url: '/online' })).statusCode).toBe(200);
    await listen();
    let back = 0;
    for (let i = 0; i < 20 && back !== 200; i++) back = (await app.inject({ method: 'GET', url: '/ready' })).statusCode;
    expect(back).toBe(200);
  }, 30_000);
});
