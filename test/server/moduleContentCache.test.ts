// GET /api/test/data is served from a cache of its JSON; any change to the content tables (by this
// or another instance, or outside the app) must show: at once after a write this instance answered,
// within milliseconds after one elsewhere (the notice on lrc_content, migration 023). While it hears
// the changes, a kept answer costs no query (issue 35); while it does not, every read checks.
import zlib from 'node:zlib';
import type { ModuleContent } from '../../src/shared/api';
import { kysely } from '../../server/db/kysely';
import { Agent } from './helpers/agent';
import { CONTENT_LISTENER_NAME } from '../../server/plugins/app/contentChanges';
import { hearingContentChanges } from '../../server/services/moduleContentCache';
import { backends, postgres } from './helpers/backends';
import { finishedTest } from './helpers/finishPayload';
import { eventually, queriesOf } from './helpers/queriesOf';
import { useSecondInstance } from './helpers/secondInstance';
import { sessionAs } from './helpers/sessionAs';
import { useTestApp } from './helpers/testApp';

describe.each(backends)('test data cache on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function data(agent: Agent): Promise<ModuleContent> {
    const res = await agent.get('/api/test/data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  }

  it('answers the same content twice and shows a changed module title, topic status and media at once', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const first = await data(agent);
    expect(await data(agent)).toEqual(first);

    const { sql } = kysely();
    const shows = (what: string, check: (content: ModuleContent) => boolean) =>
      eventually(what, async () => check(await data(agent)));
    await sql`UPDATE modules SET title = 'Nieuwe titel' WHERE name = 'sport_test'`.execute(ctx.app.db);
    await shows('the new title', (c) => c.modules.find((m) => m.name === 'sport_test')?.title === 'Nieuwe titel');

    await sql`UPDATE topics SET status = 'disabled'`.execute(ctx.app.db);
    await shows('the topic switched off', (c) => c.modules.every((m) => m.topic.status === 'disabled'));

    const icon = first.modules.find((m) => m.name === 'sport_test')?.topic.icon;
    expect(icon).not.toBeNull();
    await sql`UPDATE media SET modified = modified + 1 WHERE id = ${icon!.id}`.execute(ctx.app.db);
    await shows(
      'the changed icon',
      (c) => c.modules.find((m) => m.name === 'sport_test')?.topic.icon?.modified === icon!.modified + 1,
    );

    await sql`DELETE FROM modules WHERE name = 'info_test'`.execute(ctx.app.db);
    await shows('the removed module', (c) => c.modules.map((m) => m.name).join() === 'sport_test');
  });

  it('costs no query while it hears the changes; a write answered here, or not hearing, makes a read check', async () => {
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const read = async () => expect((await student.get('/api/test/data')).statusCode).toBe(200);
    await read();
    expect(await queriesOf(ctx.app, read)).toEqual([]);
    // A student's writes (a finish, a logout) change no content: the next read still costs nothing.
    const data = (await student.get('/api/test/data')).json() as ModuleContent;
    // The finish takes the current version's module from this cache: no read of its large row.
    const finishing = await queriesOf(ctx.app, async () =>
      expect((await student.post('/api/test/finish', finishedTest(data.modules[0].id))).statusCode).toBe(200),
    );
    expect(finishing.filter((q) => /from "modules"/.test(q))).toEqual([]);
    expect(await queriesOf(ctx.app, read)).toEqual([]);
    // Any other write this instance answers (here an admin adding a topic) makes the next read check
    // the content's fingerprint once: the writer must see its own change even before the notice arrives.
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const etag = (await admin.get('/api/topics')).headers.etag as string;
    const topic = {
      name: 'Ontspanning',
      category: 'Welzijn',
      status: 'optional',
      contactData: null,
      iconId: null,
      imageId: null,
    };
    const made = await admin.post('/api/topics', topic, { 'if-match': etag });
    expect(made.statusCode).toBe(200);
    // (The new topic changed the fingerprint, so the content is read again too.)
    const checked = await queriesOf(ctx.app, read);
    expect(checked[0]).toMatch(/xmin/);
    expect(await queriesOf(ctx.app, read)).toEqual([]);
    // Not hearing (the listening connection lost): every read checks.
    hearingContentChanges(ctx.app.db, false);
    try {
      for (let i = 0; i < 2; i++) expect(await queriesOf(ctx.app, read)).toEqual([expect.stringMatching(/xmin/)]);
    } finally {
      hearingContentChanges(ctx.app.db, true);
    }
  });
  it('sends Brotli or gzip to a client that accepts it, the same content, and a change at once', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const plain = await agent.get('/api/test/data', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const decoded = {
      br: (raw: Buffer) => zlib.brotliDecompressSync(raw),
      gzip: (raw: Buffer) => zlib.gunzipSync(raw),
    };
    for (const [header, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await agent.get('/api/test/data', { 'accept-encoding': header });
      expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, encoding]);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded[encoding](res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    // A client that accepts nothing we make gets the plain JSON.
    expect((await agent.get('/api/test/data', { 'accept-encoding': 'deflate' })).headers['content-encoding']).toBe(
      undefined,
    );

    const { sql } = kysely();
    await sql`UPDATE modules SET title = 'Weer nieuw' WHERE name = 'sport_test'`.execute(ctx.app.db);
    await eventually('the new title, in Brotli', async () => {
      const changed = await agent.get('/api/test/data', { 'accept-encoding': 'br' });
      const content = JSON.parse(decoded.br(changed.rawPayload).toString('utf8')) as ModuleContent;
      return content.modules.find((m) => m.name === 'sport_test')?.title === 'Weer nieuw';
    });
  });

  it('still refuses anonymous visitors', async () => {
    expect((await new Agent(ctx.app).get('/api/test/data')).statusCode).toBe(401);
  });
});

(postgres ? describe : describe.skip)('test data cache with two instances on PostgreSQL', () => {
  const ctx = useTestApp(postgres!);
  const second = useSecondInstance(ctx);

  it("shows one instance's change on the other, and checks every read while its listening connection is lost", async () => {
    const agent = await sessionAs(ctx.app, 'leerling@demo.nl');
    const there = second.onSecond(agent);
    const titleThere = async () =>
      ((await there.get('/api/test/data')).json() as ModuleContent).modules.find((m) => m.name === 'sport_test')?.title;
    expect(await titleThere()).not.toBe('Op de andere');
    expect(await queriesOf(second.app, titleThere)).toEqual([]);
    await kysely().sql`UPDATE modules SET title = 'Op de andere' WHERE name = 'sport_test'`.execute(ctx.app.db);
    await eventually('the change on the second instance', async () => (await titleThere()) === 'Op de andere');

    await kysely()
      .sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${CONTENT_LISTENER_NAME}`.execute(
      ctx.app.db,
    );
    // Both instances lose their listener and check per read, then listen again and trust their cache.
    await eventually('a read that checks', async () =>
      (await queriesOf(second.app, titleThere)).some((q) => /xmin/.test(q)),
    );
    await eventually('listening again', async () => (await queriesOf(second.app, titleThere)).length === 0);
  });
});
