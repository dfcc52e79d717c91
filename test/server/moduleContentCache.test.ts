// GET /api/test/data is served from a cache of its JSON; any change to the content tables (by this
// or another instance) must show at once.
import zlib from 'node:zlib';
import type { ModuleContent } from '../../src/shared/api';
import { kysely } from '../../server/db/kysely';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
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
    await sql`UPDATE modules SET title = 'Nieuwe titel' WHERE name = 'sport_test'`.execute(ctx.app.db);
    const afterTitle = await data(agent);
    expect(afterTitle.modules.find((m) => m.name === 'sport_test')?.title).toBe('Nieuwe titel');

    await sql`UPDATE topics SET status = 'disabled'`.execute(ctx.app.db);
    expect((await data(agent)).modules.every((m) => m.topic.status === 'disabled')).toBe(true);

    const icon = afterTitle.modules.find((m) => m.name === 'sport_test')?.topic.icon;
    expect(icon).not.toBeNull();
    await sql`UPDATE media SET modified = modified + 1 WHERE id = ${icon!.id}`.execute(ctx.app.db);
    expect((await data(agent)).modules.find((m) => m.name === 'sport_test')?.topic.icon?.modified).toBe(
      icon!.modified + 1,
    );

    await sql`DELETE FROM modules WHERE name = 'info_test'`.execute(ctx.app.db);
    expect((await data(agent)).modules.map((m) => m.name)).toEqual(['sport_test']);
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
    const changed = await agent.get('/api/test/data', { 'accept-encoding': 'br' });
    const content = JSON.parse(decoded.br(changed.rawPayload).toString('utf8')) as ModuleContent;
    expect(content.modules.find((m) => m.name === 'sport_test')?.title).toBe('Weer nieuw');
  });

  it('still refuses anonymous visitors', async () => {
    expect((await new Agent(ctx.app).get('/api/test/data')).statusCode).toBe(401);
  });
});
