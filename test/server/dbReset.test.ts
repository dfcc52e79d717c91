// The suite's own reset (helpers/dbReset.ts) must be trusted by every other suite: a change counter
// that moves on every write, and a reset that brings back exactly the seeded rows and ids.
import { backends } from './helpers/backends';
import { dbChecksum, tableNames } from './helpers/dbChecksum';
import { DbReset } from './helpers/dbReset';
import { useTestApp } from './helpers/testApp';

describe.each(backends)('the test database reset on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('counts a write to a table, and only to that table', async () => {
    const before = await ctx.reset.counters();
    await ctx.app.db.updateTable('users').set({ given_name: 'Ander' }).where('id', '=', 1).execute();
    expect(DbReset.moved(before, await ctx.reset.counters())).toEqual(['users']);
    const quiet = await ctx.reset.counters();
    await ctx.app.db.selectFrom('users').selectAll().execute();
    expect(DbReset.moved(quiet, await ctx.reset.counters())).toEqual([]);
  });

  it('watches for writes: nothing after a read, the written tables once after a write', async () => {
    const written = await ctx.reset.watch();
    await ctx.app.db.selectFrom('schools').selectAll().execute();
    expect(await written()).toEqual([]);
    await ctx.app.db.updateTable('schools').set({ name: 'Andere school' }).where('id', '=', 1).execute();
    await ctx.app.db.deleteFrom('limit_counters').execute();
    expect((await written()).sort()).toEqual(['limit_counters', 'schools']);
    expect(await written()).toEqual([]);
  });

  it('brings back the seeded rows and id sequences after writes, deletes and a truncate', async () => {
    const tables = await tableNames(ctx.app);
    const seeded = await dbChecksum(ctx.app, tables);
    await ctx.app.db.updateTable('users').set({ given_name: 'Ander' }).execute();
    await ctx.app.db.deleteFrom('menu_items').execute();
    await ctx.app.db.insertInto('schools').values({ name: 'Nieuwe school', brin: '99ZZ' }).execute();
    await ctx.reset.reset();
    expect(await dbChecksum(ctx.app, tables)).toEqual(seeded);
    // The next school gets the id it would have had right after the seed.
    const first = await ctx.app.db
      .insertInto('schools')
      .values({ name: 'Eerste', brin: '98ZZ' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.reset.reset();
    const again = await ctx.app.db
      .insertInto('schools')
      .values({ name: 'Eerste', brin: '98ZZ' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(again.id).toBe(first.id);
  });
});
