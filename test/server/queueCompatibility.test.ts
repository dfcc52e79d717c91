// During a deploy, students' devices still hold queued actions written by the previous release's
// client, and they replay them to the new server. Each released client's payload is kept as a
// fixture (fixtures/queue/release-*.json) and must stay accepted: a server change that refuses one
// fails here instead of silently setting students' finished tests aside.
import fs from 'node:fs';
import path from 'node:path';
import type { ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

const DIR = path.join(__dirname, 'fixtures', 'queue');
const RELEASES = fs.readdirSync(DIR).filter((f) => f.startsWith('release-'));

describe.each(backends)('queued actions of earlier releases on $name', (backend) => {
  const ctx = useTestApp(backend);

  it.each(RELEASES)('accepts and stores %s', async (file) => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const data: ModuleContent = (await agent.get('/api/test/data')).json();
    const [module, second] = data.modules;
    const slide = module.slides.find((s) => s.options.length > 0)!;
    const ids: Record<string, number> = {
      $MODULE: module.id,
      $SECOND_MODULE: second.id,
      $QUESTION: slide.id,
      $OPTION: slide.options[0].id,
    };
    const raw = JSON.stringify(JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')).body);
    const body = JSON.parse(raw.replace(/"(\$[A-Z_]+)"/g, (_m, name: string) => String(ids[name])));

    const res = await agent.post('/api/action-queue', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual(body.queue.map((item: { id: string }) => ({ id: item.id, status: 200 })));
    expect(await ctx.app.db.selectFrom('tests').select('id').execute()).toHaveLength(1);
    expect(await ctx.app.db.selectFrom('module_skips').select('module_id').execute()).toEqual([
      { module_id: second.id },
    ]);
  });
});
