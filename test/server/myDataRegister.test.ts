// The student's copy is complete against the schema: every table with a foreign key to users is
// either shown in GET /api/my-data or named as staff-only, with the reason, in MY_DATA_SOURCES
// (server/services/myData/collect.ts). A migration that adds such a table fails here until it is.
import { kysely } from '../../server/db/kysely';
import { MY_DATA_SOURCES } from '../../server/services/myData/collect';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

describe.each(fastest)('the my-data register on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('lists every table that links to an account', async () => {
    const { sql } = kysely();
    const { rows } = await sql<{ table_name: string }>`
      SELECT DISTINCT tc.table_name
        FROM information_schema.table_constraints tc
        JOIN information_schema.constraint_column_usage ccu
          ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
       WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users' AND tc.table_schema = current_schema()
       ORDER BY tc.table_name`.execute(ctx.app.db);
    const linked = rows.map((r) => r.table_name).filter((t) => t !== 'users');
    expect(linked.length).toBeGreaterThan(10);
    expect(linked.filter((t) => !(t in MY_DATA_SOURCES))).toEqual([]);
    // And nothing listed that no longer exists.
    expect(Object.keys(MY_DATA_SOURCES).filter((t) => !linked.includes(t))).toEqual([]);
  });
});
