// The first-start seed (once, never over real data, content errors name the file), the real
// content of the repository, and two instances starting at once on one database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { kysely } from '../../server/db/kysely';
import { migrateAndSeed } from '../../server/db/migrate';
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/db/seed';
import { ContentError, loadContent } from '../../server/db/loadContent';
import { verifyPassword } from '../../server/services/passwords';
import { backends, postgres as pg } from './helpers/backends';
import { FIXTURE_CONTENT, dropSchema, testConfig, truncateAll, uniqueSchema, useTestApp } from './helpers/testApp';

const REPO_CONTENT = path.join(__dirname, '..', '..', 'content');

describe.each(backends)('seed on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('seeds the demo school, the accounts with an argon2id hash, the menu and the content', async () => {
    const users = await ctx.app.db
      .selectFrom('users')
      .select(['username', 'enabled', 'mfa_type', 'mfa_mandatory', 'roles', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(users.map((u) => [u.username, u.enabled, u.mfa_type])).toEqual([
      ['leerling@demo.nl', true, 'none'],
      ['leerling2@demo.nl', true, 'none'],
      ['leerling.2fa@demo.nl', true, 'email'],
      ['nieuw@demo.nl', false, 'none'],
      ['manager@demo.nl', true, 'none'],
      ['admin@demo.nl', true, 'none'],
      ['locatie@demo.nl', true, 'none'],
      ['leerling.noord@demo.nl', true, 'none'],
      ['manager@tweede.nl', true, 'none'],
      ['leerling@tweede.nl', true, 'none'],
      ['leerling.verplicht@demo.nl', true, 'email'],
    ]);
    // One account shows mandatory 2-factor (the profile's link to the settings, issue 12 item 11).
    expect(users.filter((u) => u.mfa_mandatory).map((u) => u.username)).toEqual(['leerling.verplicht@demo.nl']);
    expect(users.find((u) => u.username === 'admin@demo.nl')?.roles).toEqual(['ROLE_SUPER_ADMIN']);
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(users[0].password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await ctx.app.db.selectFrom('schools').select(['name', 'brin']).orderBy('id').execute()).toEqual([
      { name: 'Demo College', brin: '12AB' },
      { name: 'Tweede Lyceum', brin: '34CD' },
    ]);
    expect(await ctx.app.db.selectFrom('school_locations').select('name').orderBy('id').execute()).toEqual([
      { name: 'Hoofdgebouw' },
      { name: 'Noord' },
      { name: 'Centrum' },
    ]);
    expect(await ctx.app.db.selectFrom('modules').select('name').orderBy('id').execute()).toEqual([
      { name: 'sport_test' },
      { name: 'info_test' },
    ]);
  });

  it('runs only once and never touches existing data', async () => {
    await ctx.app.db
      .updateTable('users')
      .set({ given_name: 'Echte naam' })
      .where('username', '=', 'leerling@demo.nl')
      .execute();
    expect(await seedIfEmpty(ctx.app.db, { contentDir: FIXTURE_CONTENT, passwordHash: ctx.passwordHash })).toBe(false);
    expect(await migrateAndSeed(ctx.app.db, ctx.config, { passwordHash: ctx.passwordHash })).toEqual({ seeded: false });
    expect(await ctx.app.db.selectFrom('users').selectAll().execute()).toHaveLength(11);
    const user = await ctx.app.db
      .selectFrom('users')
      .select('given_name')
      .where('username', '=', 'leerling@demo.nl')
      .executeTakeFirstOrThrow();
    expect(user.given_name).toBe('Echte naam');
    // A database holding only real users (no demo content) is not seeded either.
    await ctx.app.db.deleteFrom('modules').execute();
    await ctx.app.db.deleteFrom('menu_items').execute();
    expect(await seedIfEmpty(ctx.app.db, { contentDir: FIXTURE_CONTENT, passwordHash: ctx.passwordHash })).toBe(false);
  });

  it('stops with an error naming the content file and the problem, and leaves nothing behind', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-content-'));
    fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
    const file = path.join(dir, 'modules', '01-sport.json');
    const content = JSON.parse(fs.readFileSync(file, 'utf8'));
    content.config.rules[0].skip_slides = ['bestaat_niet'];
    fs.writeFileSync(file, JSON.stringify(content));
    await truncateAll(ctx.app);
    await expect(seedIfEmpty(ctx.app.db, { contentDir: dir, passwordHash: ctx.passwordHash })).rejects.toThrow(
      /01-sport\.json.*bestaat_niet/,
    );
    expect(await ctx.app.db.selectFrom('users').selectAll().execute()).toHaveLength(0);

    fs.writeFileSync(file, '{ "topic": ');
    await expect(seedIfEmpty(ctx.app.db, { contentDir: dir, passwordHash: ctx.passwordHash })).rejects.toThrow(
      /01-sport\.json/,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Issue 23: the author saw "Error: Error: TypeError: …". Now each problem is one line naming the file, the
  // place and the field, and the error is a ContentError the server prints without a stack.
  it('reports every content problem in one line, without an error chain', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-content-'));
    fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
    const file = path.join(dir, 'modules', '01-sport.json');
    const content = JSON.parse(fs.readFileSync(file, 'utf8'));
    content.module.slides[1].skipable = true;
    content.config.rules[0].when = "q.sport['x'] > 1 &&";
    fs.writeFileSync(file, JSON.stringify(content));
    await truncateAll(ctx.app);
    const error = await seedIfEmpty(ctx.app.db, { contentDir: dir, passwordHash: ctx.passwordHash }).catch((e) => e);
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as Error).message.split('\n');
    expect(lines).toEqual([expect.stringMatching(/01-sport\.json: dia 2 "[^"]+" · skipable: onbekend veld$/)]);
    expect((error as Error).message).not.toMatch(/Error:/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Issue 23: a module whose topic had another's name silently joined it (took over 'disabled', lost its
  // contact data). Topics are referred to by key (default: the name); files that disagree stop the load.
  it('stops with one line when two modules describe the same topic differently; agreeing modules share it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-topics-'));
    fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
    const sport = JSON.parse(fs.readFileSync(path.join(dir, 'modules', '01-sport.json'), 'utf8'));
    const write = (topic: object) =>
      fs.writeFileSync(
        path.join(dir, 'modules', '03-sport2.json'),
        JSON.stringify({ ...sport, topic, module: { ...sport.module, name: 'sport_twee' } }),
      );
    const seed = () => seedIfEmpty(ctx.app.db, { contentDir: dir, passwordHash: ctx.passwordHash }).catch((e) => e);

    write({ ...sport.topic, status: 'disabled', contactData: null });
    await truncateAll(ctx.app);
    const error = await seed();
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(
      `03-sport2.json: onderwerp "${sport.topic.name}" · status: "disabled" wijkt af van "${sport.topic.status}" in `,
    );
    expect(message).toMatch(/01-sport\.json; /);
    expect(await ctx.app.db.selectFrom('modules').selectAll().execute()).toHaveLength(0);

    write({ ...sport.topic, key: 'sport_twee' }); // another key, the same name: two tiles reading the same
    await truncateAll(ctx.app);
    expect(String(await seed())).toMatch(
      /03-sport2\.json: onderwerp "sport_twee" · name: .* is ook de naam van onderwerp/,
    );

    write({ ...sport.topic, contactData: { ...sport.topic.contactData } }); // the same topic, described alike
    await truncateAll(ctx.app);
    expect(await seed()).toBe(true);
    const topics = await ctx.app.db
      .selectFrom('modules')
      .select('topic_id')
      .where('name', 'in', ['sport_test', 'sport_twee'])
      .execute();
    expect(new Set(topics.map((t) => t.topic_id)).size).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("loads the repository's own content files", async () => {
    await truncateAll(ctx.app);
    const count = await ctx.app.db.transaction().execute((trx) => loadContent(trx, REPO_CONTENT));
    const files = fs.readdirSync(path.join(REPO_CONTENT, 'modules')).filter((f) => f.endsWith('.json'));
    expect(count).toBe(files.length);
    expect(await ctx.app.db.selectFrom('modules').selectAll().execute()).toHaveLength(files.length);
  });
});

(pg ? describe : describe.skip)('two instances starting at once on one PostgreSQL', () => {
  it('migrate and seed exactly once', async () => {
    const schema = uniqueSchema();
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-twin-')));
    const apps: FastifyInstance[] = await Promise.all(
      dirs.map((dir) =>
        buildApp(testConfig(dir, pg as NonNullable<typeof pg>, schema), {
          logger: false,
          seed: { contentDir: FIXTURE_CONTENT },
        }),
      ),
    );
    try {
      expect(await apps[0].db.selectFrom('users').selectAll().execute()).toHaveLength(11);
      expect(await apps[1].db.selectFrom('modules').selectAll().execute()).toHaveLength(2);
    } finally {
      await dropSchema(apps[0], schema);
      await Promise.all(apps.map((a) => a.close()));
      dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
    }
  }, 60_000);
});

(pg ? describe : describe.skip)('an app in its own schema next to another app on one PostgreSQL', () => {
  it('migrates its own schema although the other schema already has kysely migration tables', async () => {
    const [first, second] = [uniqueSchema(), uniqueSchema()];
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-schemas-')));
    const backend = pg as NonNullable<typeof pg>;
    const apps: FastifyInstance[] = [];
    try {
      // Sequential on purpose: the second must not take the first one's migration tables for its own.
      apps.push(
        await buildApp(testConfig(dirs[0], backend, first), { logger: false, seed: { contentDir: FIXTURE_CONTENT } }),
      );
      apps.push(
        await buildApp(testConfig(dirs[1], backend, second), { logger: false, seed: { contentDir: FIXTURE_CONTENT } }),
      );
      expect(await apps[1].db.selectFrom('users').selectAll().execute()).toHaveLength(11);
      const { sql } = kysely();
      const { rows } = await sql<{ schema: string }>`
        SELECT table_schema AS schema FROM information_schema.tables
        WHERE table_name = 'kysely_migration' AND table_schema IN (${first}, ${second})
        ORDER BY table_schema`.execute(apps[1].db);
      expect(rows.map((r) => r.schema).sort()).toEqual([first, second].sort());
    } finally {
      await Promise.all(apps.map((a, i) => dropSchema(a, [first, second][i])));
      await Promise.all(apps.map((a) => a.close()));
      dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
    }
  }, 60_000);
});
