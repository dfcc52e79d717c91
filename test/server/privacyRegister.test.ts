// The privacy register (docs/privacy.md) lists every table that holds personal data: a table of the
// migrated schema with a user, student, e-mail or username column (or an id of a person: actor,
// subject, created_by…) must be named in the register's first column, so a new migration cannot add
// personal data without saying why, how long and what erases it.
import fs from 'node:fs';
import path from 'node:path';
import { backends } from './helpers/backends';
import { PERSON_ID_COLUMN, schemaColumns } from './helpers/personScan';
import { useTestApp } from './helpers/testApp';

const PERSONAL_COLUMN = /user|student|email|e_mail|username|address/;

function registered(): Set<string> {
  const text = fs.readFileSync(path.resolve(__dirname, '../../docs/privacy.md'), 'utf8');
  return new Set([...text.matchAll(/^\|\s*`([a-z_]+)`\s*\|/gm)].map((m) => m[1]!));
}

describe.each(backends.slice(0, 1))('privacy register on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('lists every table with a personal column', async () => {
    const columns = await schemaColumns(ctx.app);
    const personal = new Set(
      columns
        .filter((c) => c.table_name !== 'kysely_migration' && c.table_name !== 'kysely_migration_lock')
        .filter((c) => PERSONAL_COLUMN.test(c.column_name) || PERSON_ID_COLUMN.test(c.column_name))
        .map((c) => c.table_name),
    );
    expect(personal.size).toBeGreaterThan(10);
    const listed = registered();
    expect([...personal].filter((t) => !listed.has(t)).sort()).toEqual([]);
    // And the register names no table that does not exist (a renamed table is renamed here too).
    const tables = new Set(columns.map((c) => c.table_name));
    expect([...listed].filter((t) => !tables.has(t)).sort()).toEqual([]);
  });
});
