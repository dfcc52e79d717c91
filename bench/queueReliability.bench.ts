// Reliability of the offline queue (issue 4): N random cycles of offline (server stopped) /online
// (server restarted on the same port and data) with finishes and skips made through the real
// client sagas, and reloads at random moments (also while a flush is under way). Afterwards the
// database is read: every action must be stored exactly once. Needs `npm run build` (server).
// Prints {"name":"queue.reliability","cycles","sent","requests","stored","lost","duplicated",…}.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startServer } from '../test/e2e/support/server';
import { attachCookieJar, installDeviceStorage } from './support/nodeClient';
import { finishedTest } from '../test/server/helpers/finishPayload';

const CYCLES = Number(process.env.QUEUE_CYCLES ?? 20);
const rand = (n: number) => Math.floor(Math.random() * n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  // Many finishes a minute from one student: the per-user write limit is not what this measures.
  const server = await startServer({ WRITE_RATE_LIMIT_MAX: '100000' });
  // src/common/lib/config reads API_BASE_URL when it is first imported, hence the dynamic imports below
  // (with .js: tsx maps them to the .ts files).
  process.env.API_BASE_URL = server.url;
  installDeviceStorage();
  const { apiClient } = await import('../src/common/api/client.js');
  const { connectivityTiming } = await import('../src/features/connectivity/connectivitySagas.js');
  const { queueTiming } = await import('../src/features/queue/queueSagas.js');
  const { sendOrQueue } = await import('../src/features/queue/sendOrQueue.js');
  const { loadPage } = await import('./support/queueStore.js');
  Object.assign(connectivityTiming, { onlineIntervalMs: 1_000, offlineIntervalMs: 150 });
  Object.assign(queueTiming, { baseDelayMs: 50, maxDelayMs: 400 });

  let requests = 0;
  attachCookieJar(apiClient, (method, url) => {
    if (method === 'POST' && /action-queue|\/api\/test\//.test(url)) requests += 1;
  });
  await apiClient.get('/online');
  await apiClient.post('/login', { username: 'leerling@demo.nl', password: 'Welkom-check-2026' });
  const account = (await apiClient.get('/api/account')).data;
  // The modules a student is offered: a disabled one (the demo content's Roken) is refused with
  // module_disabled, as the app never sends it, and would count as lost.
  const modules: number[] = (await apiClient.get('/api/test/data')).data.modules
    .filter((m: { topic: { status: string } }) => m.topic.status !== 'disabled')
    .map((m: { id: number }) => m.id);

  const finishes = new Set<string>();
  const skips = new Set<number>();
  let reloads = 0;
  let actions = 0;
  let page = loadPage(account);
  let serverUp = true;

  const act = async () => {
    const module = modules[rand(modules.length)];
    actions += 1;
    if (rand(3) === 0) {
      skips.add(module);
      await page.run(sendOrQueue, { type: 'SKIP_MODULE', data: { module } }).toPromise();
    } else {
      const id = randomUUID();
      finishes.add(id);
      const data = finishedTest(module, { id, meta: { age: null, gender: null }, test_result: '' });
      await page.run(sendOrQueue, { type: 'FINISH_TEST', data }).toPromise();
    }
  };
  const reload = () => {
    page.task.cancel();
    page = loadPage(account);
    reloads += 1;
  };

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const goOffline = rand(2) === 0;
    if (goOffline && serverUp) await server.stop();
    if (!goOffline && !serverUp) await server.restart();
    serverUp = !goOffline;
    for (let i = 1 + rand(4); i > 0; i--) {
      await act();
      if (rand(4) === 0) reload();
      await sleep(rand(150));
    }
    if (rand(2) === 0) reload();
  }
  // `sent` counts distinct stored-once items: a module skipped twice is one skip (stored once by design).
  // The connection returns for good; a reload during the final flush, then wait until it is empty.
  if (!serverUp) await server.restart();
  await sleep(rand(300));
  reload();
  const deadline = Date.now() + 120_000;
  while (page.store.getState().queue.items.length > 0 && Date.now() < deadline) await sleep(100);
  const leftInQueue = page.store.getState().queue.items.length;
  const setAside = page.store.getState().queue.setAside.length;
  page.task.cancel();

  await server.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(server.dataDir, 'pgdata'));
  const tests = (await db.query<{ id: string }>('SELECT id FROM tests WHERE user_id = $1', [account.id])).rows.map(
    (r) => r.id,
  );
  const skipRows = (
    await db.query<{ module_id: number }>('SELECT module_id FROM module_skips WHERE user_id = $1', [account.id])
  ).rows.map((r) => r.module_id);
  await db.close();
  await server.dispose();

  const count = <T>(xs: T[], x: T) => xs.filter((y) => y === x).length;
  const lost =
    [...finishes].filter((id) => count(tests, id) === 0).length +
    [...skips].filter((m) => count(skipRows, m) === 0).length;
  const duplicated =
    [...finishes].reduce((n, id) => n + Math.max(0, count(tests, id) - 1), 0) +
    [...skips].reduce((n, m) => n + Math.max(0, count(skipRows, m) - 1), 0) +
    tests.filter((id) => !finishes.has(id)).length +
    skipRows.filter((m) => !skips.has(m)).length;
  const sent = finishes.size + skips.size;
  const stored = tests.filter((id) => finishes.has(id)).length + skipRows.filter((m) => skips.has(m)).length;
  console.log(
    JSON.stringify({
      section: 'Offline queue reliability (issue 4)',
      name: 'queue.reliability',
      cycles: CYCLES,
      actions,
      sent,
      requests,
      reloads,
      stored,
      lost,
      duplicated,
      setAside,
      leftInQueue,
      target: '0 lost, 0 duplicated',
      met: lost === 0 && duplicated === 0,
    }),
  );
  if (lost > 0 || duplicated > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
