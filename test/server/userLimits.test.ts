// Issue 10 item 5: what one logged-in student can make the server do. Body caps per route (413
// payload_too_large), items per queue request, finishes and skips per user per minute and password
// changes per user (429 too_many_requests with Retry-After), with the defaults an operator gets.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { FINISH_BODY_LIMIT, QUEUE_BODY_LIMIT, QUEUE_MAX_ITEMS } from '../../server/schemas/limits';
import { MemoryUserLimiter } from '../../server/services/userLimiter';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import type { FinishPayload, ModuleContent } from '../../src/shared/api';
import { bigModuleFile } from '../../bench/fixtures/bigModule';
import { largestFinish } from '../../bench/fixtures/largestFinish';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

// Dozens of requests per test: generous on a busy machine.
jest.setTimeout(60_000);

const defaults = loadConfig({});

function finish(module: number): FinishPayload {
  return {
    id: randomUUID(),
    module,
    answers: [],
    meta: { age: 17, gender: 'female' },
    computed: {},
    finished: true,
    updatedAt: Date.now(),
    debug: false,
    actions: [],
    contact_data: false,
    test_result: 'neutral',
    norm_results: [],
  };
}

const queueOf = (items: Array<{ type: 'FINISH_TEST' | 'SKIP_MODULE'; data: unknown }>) => ({
  queue: items.map((item, i) => ({ id: `item-${i}`, ...item })),
});

describe('body caps against the largest finish a student can send', () => {
  const dir = join(__dirname, '..', '..', 'content', 'modules');
  const files: Array<[string, ContentFile]> = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as ContentFile]);
  files.push(['the 100-slide bench module', bigModuleFile(100)]);

  it.each(files)(
    '%s: its largest finish fits the finish cap at least 5 times over and the queue as one item',
    (_name, file) => {
      const { module, config } = buildModule(file, 99_999, () => ({ id: 2_147_483_647, modified: 9_999_999_999_999 }));
      const { payload, bytes } = largestFinish(module, config);
      expect(bytes * 5).toBeLessThanOrEqual(FINISH_BODY_LIMIT);
      expect(Buffer.byteLength(JSON.stringify(queueOf([{ type: 'FINISH_TEST', data: payload }])))).toBeLessThan(
        QUEUE_BODY_LIMIT,
      );
    },
  );
});

describe('MemoryUserLimiter', () => {
  it('grants up to max per sliding window per user, says when to come back, and forgets old hits', async () => {
    let now = 1_000_000;
    const limiter = new MemoryUserLimiter(3, 60_000, () => now);
    expect(await limiter.take(1, 2)).toEqual({ granted: 2, retryAfterSeconds: 0 });
    now += 10_000;
    expect(await limiter.take(1, 5)).toEqual({ granted: 1, retryAfterSeconds: 50 });
    expect(await limiter.take(1)).toEqual({ granted: 0, retryAfterSeconds: 50 });
    expect(await limiter.take(2, 3)).toEqual({ granted: 3, retryAfterSeconds: 0 }); // another user
    now += 50_000; // the first two leave the window
    expect(await limiter.take(1, 5)).toEqual({ granted: 2, retryAfterSeconds: 10 });
  });

  it('answers as a plain sliding window of every hit over thousands of takes, the clock moving in uneven steps', async () => {
    let now = 5_000_000;
    const max = 150;
    const windowMs = 60_000;
    const limiter = new MemoryUserLimiter(max, windowMs, () => now);
    // The window as first written: every hit kept and filtered on every take.
    let reference: number[] = [];
    const expected = (wanted: number) => {
      reference = reference.filter((at) => at > now - windowMs);
      const granted = Math.max(0, Math.min(wanted, max - reference.length));
      for (let i = 0; i < granted; i++) reference.push(now);
      const retryAfterSeconds =
        granted < wanted && reference.length > 0 ? Math.max(1, Math.ceil((reference[0] + windowMs - now) / 1000)) : 0;
      return { granted, retryAfterSeconds };
    };
    let seed = 35;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const answers: string[] = [];
    const wanted: string[] = [];
    for (let i = 0; i < 5_000; i++) {
      // Whole seconds, so hits leave the window exactly at its edge too; now and then a pause past it.
      now += next() < 0.01 ? windowMs + 1 : Math.floor(next() * 3) * 1_000;
      const n = 1 + Math.floor(next() * 3);
      answers.push(JSON.stringify(await limiter.take(1, n)));
      wanted.push(JSON.stringify(expected(n)));
    }
    expect(answers).toEqual(wanted);
    expect(new Set(answers.map((a) => JSON.parse(a).granted)).size).toBeGreaterThan(2);
  });
});

describe.each(fastest)('per-user limits on $name', (backend) => {
  // The operator's defaults, not the suite's raised write budget.
  const ctx = useTestApp(backend, { WRITE_RATE_LIMIT_MAX: String(defaults.writeRateLimitMax) });

  async function student(username: string, address?: string): Promise<{ agent: Agent; modules: number[] }> {
    const agent = new Agent(ctx.app, address);
    await agent.login(username);
    const data: ModuleContent = (await agent.get('/api/test/data')).json();
    return { agent, modules: data.modules.map((m) => m.id) };
  }

  const storedBy = async (username: string) =>
    (
      await ctx.app.db
        .selectFrom('tests')
        .innerJoin('users', 'users.id', 'tests.user_id')
        .select('tests.id')
        .where('users.username', '=', username)
        .execute()
    ).length;

  it('defaults: 30 writes per user per minute, 10 password changes per 15 minutes', () => {
    expect([defaults.writeRateLimitMax, defaults.passwordChangeLimitMax, defaults.passwordChangeLimitMinutes]).toEqual([
      30, 10, 15,
    ]);
  });

  it('refuses bodies over the route cap with 413 payload_too_large, and more than 20 items per queue request', async () => {
    const { agent, modules } = await student('admin@demo.nl');
    const padded = { ...finish(modules[0]), test_result: 'x'.repeat(FINISH_BODY_LIMIT) };
    const big = await agent.post('/api/test/finish', padded);
    expect([big.statusCode, big.json()]).toEqual([413, { error: 'payload_too_large' }]);
    const bigQueue = await agent.post(
      '/api/action-queue',
      queueOf([{ type: 'FINISH_TEST', data: { ...padded, test_result: 'x'.repeat(QUEUE_BODY_LIMIT) } }]),
    );
    expect([bigQueue.statusCode, bigQueue.json()]).toEqual([413, { error: 'payload_too_large' }]);
    const many = await agent.post(
      '/api/action-queue',
      queueOf(
        Array.from({ length: QUEUE_MAX_ITEMS + 1 }, () => ({ type: 'FINISH_TEST' as const, data: finish(modules[0]) })),
      ),
    );
    expect([many.statusCode, many.json()]).toEqual([400, { error: 'invalid_request' }]);
    expect(await storedBy('admin@demo.nl')).toBe(0);
  });

  it("lets a whole class behind one address sync a day's queue (10 finishes and 8 skips each, one item per request)", async () => {
    const schoolAddress = '192.0.2.10';
    const class_ = await Promise.all(['leerling@demo.nl', 'manager@demo.nl'].map((u) => student(u, schoolAddress)));
    await Promise.all(
      class_.map(async ({ agent, modules }) => {
        const items = [
          ...Array.from({ length: 10 }, () => ({ type: 'FINISH_TEST' as const, data: finish(modules[0]) })),
          ...Array.from({ length: 8 }, (_, i) => ({ type: 'SKIP_MODULE' as const, data: { module: modules[i % 2] } })),
        ];
        for (const item of items) {
          const res = await agent.post('/api/action-queue', queueOf([item]));
          expect(res.json()).toEqual({ results: [{ id: 'item-0', status: 200 }] });
        }
      }),
    );
    expect(await storedBy('leerling@demo.nl')).toBe(10);
    expect(await storedBy('manager@demo.nl')).toBe(10);
  });

  it('stops a script storing 1,000 tests at the per-minute budget, per item and then per request, on every route', async () => {
    const { agent, modules } = await student('leerling2@demo.nl');
    const batch = () =>
      queueOf(
        Array.from({ length: QUEUE_MAX_ITEMS }, () => ({ type: 'FINISH_TEST' as const, data: finish(modules[0]) })),
      );
    const first = await agent.post('/api/action-queue', batch());
    expect(first.json().results.every((r: { status: number }) => r.status === 200)).toBe(true);
    // 10 left: the rest of the batch is answered 429 per item, so a client keeps those items.
    const second = (await agent.post('/api/action-queue', batch()))
      .json()
      .results.map((r: { status: number }) => r.status);
    expect(second).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
    let refused = 0;
    for (let sent = 40; sent < 1000; sent += QUEUE_MAX_ITEMS) {
      const res = await agent.post('/api/action-queue', batch());
      expect([res.statusCode, res.json()]).toEqual([429, { error: 'too_many_requests' }]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      refused += 1;
    }
    expect(refused).toBe(48);
    const single = await agent.post('/api/test/finish', finish(modules[0]));
    expect([single.statusCode, single.json()]).toEqual([429, { error: 'too_many_requests' }]);
    expect((await agent.post('/api/test/skip-module', { module: modules[1] })).statusCode).toBe(429);
    expect(await storedBy('leerling2@demo.nl')).toBe(30);
  });

  it('limits password changes per user, also with the right current password', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('admin@demo.nl');
    const change = (current_password: string) =>
      agent.post('/api/account/change-password', { current_password, new_password: 'Een-ander-wachtwoord-2026' });
    for (let i = 0; i < defaults.passwordChangeLimitMax; i++)
      expect((await change('fout')).json()).toEqual({ error: 'incorrect_password' });
    const blocked = await change(DEMO_PASSWORD);
    expect([blocked.statusCode, blocked.json()]).toEqual([429, { error: 'too_many_requests' }]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
  });
});
