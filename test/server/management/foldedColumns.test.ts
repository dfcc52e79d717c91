// users.username_folded, given_name_folded and family_name_folded (migration 020) are what the list
// searches compare: the database folds every name as foldSearch folds the typed text, on insert and
// on every edit (a trigger, so a copied row or a direct write cannot leave a stale fold), on PGlite and
// PostgreSQL; and the fold table is the one the columns were made with.
import { createHash } from 'node:crypto';
import { json } from '../../../server/db/json';
import { kysely } from '../../../server/db/kysely';
import { foldSearch, MULTI_FOLDS, TRANSLATE_FROM, TRANSLATE_TO } from '../../../src/shared/management/foldSearch';
import { backends } from '../helpers/backends';
import { demoIds } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

// Every folded letter and mark, the multi-letter folds, letters the fold leaves alone, ASCII of both
// cases and the LIKE wildcards (as in accentSearch.test.ts).
const TABLE_TEXT = `${TRANSLATE_FROM}${MULTI_FOLDS.map(([from]) => from).join('')} ABC xyz ΑΘΗΝΑ %_\\`;

describe.each(backends)('stored folded names on $name', (backend) => {
  const ctx = useTestApp(backend);

  const folded = (id: number) =>
    ctx.app.db
      .selectFrom('users')
      .select(['username_folded', 'given_name_folded', 'family_name_folded'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('folds a new account like foldSearch, plain ASCII and every letter of the table alike', async () => {
    const ids = await demoIds(ctx.app);
    const username = 'çelik.ñúñez.straße@demo.nl';
    const row = await ctx.app.db
      .insertInto('users')
      .values({
        username,
        password_hash: null,
        roles: json(['ROLE_USER']),
        given_name: 'JOSE Maria',
        family_name: TABLE_TEXT,
        school_id: ids.schoolA,
        managing_schools: json([]),
        managing_locations: json([]),
        google_secret: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await folded(row.id)).toEqual({
      username_folded: foldSearch(username),
      given_name_folded: 'jose maria',
      family_name_folded: foldSearch(TABLE_TEXT),
    });
  });

  it('folds a copied account row by its own names, whatever folds the copy carried', async () => {
    const template = await ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'leerling.noord@demo.nl')
      .executeTakeFirstOrThrow();
    expect(template).toMatchObject({ family_name: 'Çelik', family_name_folded: 'celik' });
    const { id: _id, ...rest } = template;
    const copy = await ctx.app.db
      .insertInto('users')
      .values({
        ...rest,
        username: 'kopie@demo.nl',
        family_name: 'Dönmez',
        roles: json(rest.roles),
        managing_schools: json(rest.managing_schools),
        managing_locations: json(rest.managing_locations),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await folded(copy.id)).toEqual({
      username_folded: 'kopie@demo.nl',
      given_name_folded: 'mehmet',
      family_name_folded: 'donmez',
    });
    // Writing a folded column itself changes nothing either.
    const { sql } = kysely();
    await sql`UPDATE users SET family_name_folded = 'iets anders' WHERE id = ${copy.id}`.execute(ctx.app.db);
    expect(await folded(copy.id)).toMatchObject({ family_name_folded: 'donmez' });
  });

  it('follows every edit of a name, down to no name at all', async () => {
    const ids = await demoIds(ctx.app);
    await ctx.app.db
      .updateTable('users')
      .set({ given_name: 'Zoë', family_name: 'Ÿılmaz-Øster', name_preposition: 'van' })
      .where('id', '=', ids.studentA)
      .execute();
    expect(await folded(ids.studentA)).toMatchObject({ given_name_folded: 'zoe', family_name_folded: 'yilmaz-oster' });
    await ctx.app.db
      .updateTable('users')
      .set({ given_name: null, family_name: 'Decomposed: Bru\u0308ggen' })
      .where('id', '=', ids.studentA)
      .execute();
    expect(await folded(ids.studentA)).toMatchObject({
      given_name_folded: null,
      family_name_folded: 'decomposed: bruggen',
    });
  });
});

it('was made with the fold table of today (a change needs a migration that makes the columns again)', () => {
  // Migration 020 stored the folds with this table. A database keeps the folds it stored: when the
  // table in foldSearch.ts changes, add a migration that drops and adds the three columns (copy 019's
  // column part), then put the new digest here.
  const digest = createHash('sha256')
    .update(JSON.stringify([MULTI_FOLDS, TRANSLATE_FROM, TRANSLATE_TO]))
    .digest('hex');
  expect(digest).toBe('e230e4775c84fbaaa3e687d32884de2f794133be31b35f0ab741b5c3995164cb');
});
