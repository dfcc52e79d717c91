// Issue 23: content loaded only into an empty database. `npm run content:load` (loadContent in a transaction)
// now adds or updates modules in a running installation: a changed module becomes a new version that new
// tests use, while tests finished before keep rendering (PDF, Mijn resultaten) from the version they were taken with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../server/db/loadContent';
import type { Module } from '../../src/rules/types';
import type { ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { sportFinishPayload } from './helpers/finishPayload';
import { FIXTURE_CONTENT, useTestApp } from './helpers/testApp';
import { pdfText } from './pdfText';

const finishPayload = (module: Module) => sportFinishPayload(module, { sportOption: 0, testResult: 'bad' });

describe.each(backends)('content:load into a running installation on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('a second load of a changed module takes effect for new tests; finished tests keep their version', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const before: ModuleContent = (await agent.get('/api/test/data')).json();
    const old = finishPayload(before.modules[0]);
    expect((await agent.post('/api/test/finish', old)).statusCode).toBe(200);
    const users = (await ctx.app.db.selectFrom('users').select('id').execute()).length;

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-load-'));
    fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
    const file = path.join(dir, 'modules', '01-sport.json');
    const content = JSON.parse(fs.readFileSync(file, 'utf8'));
    content.module.result_texts.find((t: { name: string }) => t.name === 'weinig').text =
      '<p>Nieuw: elke dag een half uur.</p>';
    fs.writeFileSync(file, JSON.stringify(content));
    // Unchanged files keep their version; the changed one gets version 2. Nothing else is emptied.
    expect(await ctx.app.db.transaction().execute((trx) => loadContent(trx, dir))).toBe(2);
    expect(await ctx.app.db.transaction().execute((trx) => loadContent(trx, dir))).toBe(2);
    const versions = await ctx.app.db.selectFrom('modules').select(['name', 'version']).orderBy('name').execute();
    expect(versions).toEqual([
      { name: 'info_test', version: 1 },
      { name: 'sport_test', version: 2 },
    ]);
    expect((await ctx.app.db.selectFrom('users').select('id').execute()).length).toBe(users);

    const after: ModuleContent = (await agent.get('/api/test/data')).json();
    expect(after.modules[0].id).toBe(before.modules[0].id);
    expect(after.modules[0].result_texts.find((t) => t.name === 'weinig')?.text).toBe(
      '<p>Nieuw: elke dag een half uur.</p>',
    );
    const fresh = finishPayload(after.modules[0]);
    expect((await agent.post('/api/test/finish', fresh)).statusCode).toBe(200);

    const pdf = async (id: string) => pdfText((await agent.get(`/api/test/result-pdf?test=${id}`)).rawPayload);
    const oldText = await pdf(old.id);
    expect(oldText).toContain('Probeer vaker te sporten.');
    expect(oldText).not.toContain('Nieuw: elke dag');
    expect(await pdf(fresh.id)).toContain('Nieuw: elke dag een half uur.');
    const stored = await ctx.app.db.selectFrom('tests').select(['id', 'module_version']).execute();
    expect(Object.fromEntries(stored.map((t) => [t.id, t.module_version]))).toEqual({ [old.id]: 1, [fresh.id]: 2 });
    expect((await agent.get('/api/my-results')).json().results).toHaveLength(2);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
