// Puts a test database back to the state it was seeded in, touching only the tables that changed.
// installTracking runs once on the template (dbTemplate.ts): it keeps a pristine copy of every table
// in the schema lrc_test, and gives every table a statement trigger that advances a sequence of its
// own (sequences are outside transactions: no locks, so no deadlocks between concurrent writers).
// A reset then truncates the tables whose sequence moved, with every table that references them,
// copies their pristine rows back (parents first) and sets every id sequence back.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from '../../../server/db/kysely';
import type { Database } from '../../../server/db/schema';

type Db = Kysely<Database>;

const SKIP = new Set(['kysely_migration', 'kysely_migration_lock']);

async function tablesOf(db: Db): Promise<string[]> {
  const { rows } = await kysely().sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !SKIP.has(name));
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Once, on the migrated and seeded template: pristine copies, change sequences and triggers. */
export async function installTracking(db: Db): Promise<void> {
  const { sql } = kysely();
  const run = (text: string) => sql.raw(text).execute(db);
  await run('CREATE SCHEMA lrc_test');
  // c_any moves on a write to any table: one cheap read tells whether the per-table ones need reading.
  await run('CREATE SEQUENCE lrc_test.c_any');
  await run(`CREATE FUNCTION lrc_test.touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval('lrc_test.c_any');
      PERFORM nextval(format('lrc_test.%I', 'c_' || TG_TABLE_NAME)::regclass);
      RETURN NULL;
    END $$`);
  for (const table of await tablesOf(db)) {
    await run(`CREATE TABLE lrc_test.${q(`p_${table}`)} AS SELECT * FROM ${q(table)}`);
    await run(`CREATE SEQUENCE lrc_test.${q(`c_${table}`)}`);
    await run(
      `CREATE TRIGGER lrc_test_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${q(table)} FOR EACH STATEMENT EXECUTE FUNCTION lrc_test.touch()`,
    );
  }
  await run(`CREATE TABLE lrc_test.id_sequences AS
    SELECT schemaname, sequencename, start_value, last_value FROM pg_sequences WHERE schemaname = current_schema()`);
}

interface TableInfo {
  columns: string;
  /** Tables with a foreign key to this one. */
  referencedBy: string[];
}

/** Per-table change counters: a table whose counter moved may have changed. */
export type ChangeCounters = Map<string, string>;

export class DbReset {
  private tables = new Map<string, TableInfo>();
  /** Parents before children. */
  private order: string[] = [];
  private baseline: ChangeCounters = new Map();
  /** One query reading every change counter (`c:` + table) and id sequence (`s:` + sequence) directly. */
  private stateSql = '';
  private pristineSequences = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async init(): Promise<void> {
    const { sql } = kysely();
    const db = this.app.db;
    const names = await tablesOf(db);
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_generated = 'NEVER'
      ORDER BY table_name, ordinal_position`.execute(db);
    const { rows: keys } = await sql<{ child: string; parent: string }>`
      SELECT DISTINCT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema()`.execute(db);
    const unquote = (name: string) => name.replace(/^"|"$/g, '');
    for (const name of names) {
      const list = columns.filter((c) => c.table_name === name).map((c) => q(c.column_name));
      this.tables.set(name, { columns: list.join(', '), referencedBy: [] });
    }
    const parents = new Map<string, Set<string>>(names.map((n) => [n, new Set()]));
    for (const { child, parent } of keys.map((k) => ({ child: unquote(k.child), parent: unquote(k.parent) }))) {
      if (child === parent || !this.tables.has(child) || !this.tables.has(parent)) continue;
      this.tables.get(parent)!.referencedBy.push(child);
      parents.get(child)!.add(parent);
    }
    // Kahn's algorithm; a cycle of foreign keys would need deferred constraints, which the schema has none of.
    const placed = new Set<string>();
    while (placed.size < names.length) {
      const ready = names.filter((n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p)));
      if (ready.length === 0) throw new Error('foreign keys form a cycle: the test reset cannot order the tables');
      for (const n of ready) placed.add(n);
      this.order.push(...ready);
    }
    const { rows: sequences } = await sql<{ name: string; value: string | null }>`
      SELECT sequencename AS name, last_value::text AS value FROM lrc_test.id_sequences`.execute(db);
    this.pristineSequences = new Map(sequences.map((row) => [row.name, row.value ?? '']));
    // Reading the sequences themselves: pg_sequences calls a function per sequence, several times slower.
    this.stateSql = [
      ...names.map((n) => `SELECT 'c:${n}' AS k, last_value::text AS v, is_called FROM lrc_test.${q(`c_${n}`)}`),
      ...sequences.map((r) => `SELECT 's:${r.name}' AS k, last_value::text AS v, is_called FROM ${q(r.name)}`),
    ].join(' UNION ALL ');
    this.baseline = await this.counters();
  }

  private async state(): Promise<{ counters: ChangeCounters; sequencesMoved: boolean }> {
    const { rows } = await kysely()
      .sql.raw<{ k: string; v: string; is_called: boolean }>(this.stateSql)
      .execute(this.app.db);
    const counters: ChangeCounters = new Map();
    let sequencesMoved = false;
    for (const row of rows) {
      const value = row.is_called ? row.v : '';
      if (row.k.startsWith('c:')) counters.set(row.k.slice(2), value);
      else if (this.pristineSequences.get(row.k.slice(2)) !== value) sequencesMoved = true;
    }
    return { counters, sequencesMoved };
  }

  /** The change sequence of every table, read in one query. */
  async counters(): Promise<ChangeCounters> {
    return (await this.state()).counters;
  }

  /**
   * Starts watching for writes: the function returned gives the tables written since the previous
   * call (since watch() for the first). When nothing was written that costs one read of one sequence.
   */
  async watch(): Promise<() => Promise<string[]>> {
    const anyWrite = async (): Promise<string> => {
      const { rows } = await kysely().sql<{
        v: string;
      }>`SELECT last_value::text || ':' || is_called::text AS v FROM lrc_test.c_any`.execute(this.app.db);
      return rows[0].v;
    };
    let any = await anyWrite();
    let counters = await this.counters();
    return async () => {
      const now = await anyWrite();
      if (now === any) return [];
      any = now;
      const next = await this.counters();
      const moved = DbReset.moved(counters, next);
      counters = next;
      return moved;
    };
  }

  /** Tables whose counter differs between two readings. */
  static moved(before: ChangeCounters, after: ChangeCounters): string[] {
    return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
  }

  /**
   * Makes the current state the one reset() returns to, for a block of tests that share expensive
   * set-up (accounts logged in, records created). Place such a block after the tests that expect the seed.
   */
  async snapshot(): Promise<void> {
    await this.app.settled();
    const { sql } = kysely();
    await this.app.db.transaction().execute(async (trx) => {
      for (const name of this.order) {
        await sql.raw(`TRUNCATE lrc_test.${q(`p_${name}`)}`).execute(trx);
        await sql.raw(`INSERT INTO lrc_test.${q(`p_${name}`)} SELECT * FROM ${q(name)}`).execute(trx);
      }
      await sql.raw('TRUNCATE lrc_test.id_sequences').execute(trx);
      await sql
        .raw(
          `INSERT INTO lrc_test.id_sequences SELECT schemaname, sequencename, start_value, last_value FROM pg_sequences WHERE schemaname = current_schema()`,
        )
        .execute(trx);
    });
    const { rows } = await sql<{ name: string; value: string | null }>`
      SELECT sequencename AS name, last_value::text AS value FROM lrc_test.id_sequences`.execute(this.app.db);
    this.pristineSequences = new Map(rows.map((row) => [row.name, row.value ?? '']));
    this.baseline = await this.counters();
  }

  /** Waits for the previous test's trailing work, then restores what it changed. */
  async reset(): Promise<void> {
    await this.app.settled();
    const { sql } = kysely();
    const { counters, sequencesMoved } = await this.state();
    const changed = DbReset.moved(this.baseline, counters);
    if (changed.length === 0 && !sequencesMoved) return;
    // Truncating a table empties the tables that reference it, so they are restored too.
    const restore = new Set<string>();
    const visit = (name: string) => {
      if (restore.has(name)) return;
      restore.add(name);
      for (const child of this.tables.get(name)?.referencedBy ?? []) visit(child);
    };
    changed.filter((name) => this.tables.has(name)).forEach(visit);
    await this.app.db.transaction().execute(async (trx) => {
      if (restore.size > 0) await sql.raw(`TRUNCATE ${[...restore].map(q).join(', ')}`).execute(trx);
      for (const name of this.order.filter((n) => restore.has(n))) {
        const { columns } = this.tables.get(name)!;
        await sql
          .raw(
            `INSERT INTO ${q(name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM lrc_test.${q(`p_${name}`)}`,
          )
          .execute(trx);
      }
      // A refused insert advances an id sequence without a trigger seeing it: set all of them back.
      await sql
        .raw(
          `SELECT setval(format('%I.%I', schemaname, sequencename)::regclass, coalesce(last_value, start_value), last_value IS NOT NULL) FROM lrc_test.id_sequences`,
        )
        .execute(trx);
    });
    // The truncation told every instance to forget its sessions; wait until this one has heard it.
    await this.app.sessions.caughtUp();
    this.baseline = await this.counters();
  }
}
