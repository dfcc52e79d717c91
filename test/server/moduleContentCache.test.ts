// GET /api/test/data is served from a cache of its JSON; any change to the content tables (by this
// or another instance) must show at once.
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

  it('still refuses anonymous visitors', async () => {
    expect((await new Agent(ctx.app).get('/api/test/data')).statusCode).toBe(401);
  });
});
