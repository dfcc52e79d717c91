// New finished tests are written together (issue 35): under load every finish was a statement of its own,
// and each cost this process a write to the database's socket (a third of a finish's CPU in the profile)
// and PostgreSQL a statement with its statistics triggers (migration 022), on the same two cores. Rows
// that arrive while earlier ones are on their way go out in one multi-row INSERT; with nothing in flight a
// row goes out at once (after the current turn of the event loop), so a quiet server waits for nothing.
// Each caller still gets its own answer: whether its row was stored, or the error of its own row alone.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';

/** A row of `tests`; the JSON columns as their text. */
export interface NewTest {
  id: string;
  user_id: number;
  module_id: number;
  module_version: number;
  answers: string;
  meta: string;
  computed: string;
  result: string;
  norm_results: string;
  actions: string;
  contact_data: boolean;
}

const COLUMNS = [
  'id',
  'user_id',
  'module_id',
  'module_version',
  'answers',
  'meta',
  'computed',
  'result',
  'norm_results',
  'actions',
  'contact_data',
] as const satisfies ReadonlyArray<keyof NewTest>;
const JSON_COLUMNS = new Set<keyof NewTest>(['answers', 'meta', 'computed', 'norm_results', 'actions']);

/** The most rows in one statement (11 parameters each). */
export const MAX_ROWS = 50;
/** Statements on their way at once: one more is sent while the database answers another. */
const MAX_IN_FLIGHT = 2;

const statements = new Map<number, string>();

/** Fixed text per number of rows, made once: nothing is built or compiled per finish. */
function insertSql(rows: number): string {
  let text = statements.get(rows);
  if (!text) {
    const values = Array.from({ length: rows }, (_, row) => {
      const params = COLUMNS.map((column, i) => {
        const param = `$${row * COLUMNS.length + i + 1}`;
        return JSON_COLUMNS.has(column) ? `${param}::text::jsonb` : param;
      });
      return `(${params.join(', ')})`;
    });
    text = `INSERT INTO tests (${COLUMNS.join(', ')}) VALUES ${values.join(', ')} ON CONFLICT (id) DO NOTHING RETURNING id, user_id`;
    statements.set(rows, text);
  }
  return text;
}

interface Waiting {
  row: NewTest;
  resolve: (stored: boolean) => void;
  reject: (err: unknown) => void;
}

interface Queue {
  pending: Waiting[];
  inFlight: number;
  scheduled: boolean;
}

const queues = new WeakMap<Kysely<Database>, Queue>();

async function insertRows(db: Kysely<Database>, rows: NewTest[]): Promise<Array<{ id: string; user_id: number }>> {
  const { CompiledQuery } = kysely();
  const parameters = rows.flatMap((row) => COLUMNS.map((column) => row[column]));
  const result = await db.executeQuery<{ id: string; user_id: number }>(
    CompiledQuery.raw(insertSql(rows.length), parameters),
  );
  return result.rows;
}

/**
 * Stored by this statement: the id came back with this row's user. An id taken before, or by an earlier row
 * of the same statement (ON CONFLICT DO NOTHING skips it), does not come back, or comes back with the
 * user who took it.
 */
const storedBy = (returned: Array<{ id: string; user_id: number }>, row: NewTest): boolean =>
  returned.some((r) => r.id === row.id && r.user_id === row.user_id);

async function send(db: Kysely<Database>, batch: Waiting[]): Promise<void> {
  try {
    const returned = await insertRows(
      db,
      batch.map((w) => w.row),
    );
    for (const w of batch) w.resolve(storedBy(returned, w.row));
  } catch (err) {
    if (batch.length === 1) {
      batch[0].reject(err);
      return;
    }
    // One bad row (a module or account removed meanwhile) fails the statement: each row again on its own,
    // so only its own request fails.
    await Promise.all(batch.map((w) => send(db, [w])));
  }
}

function schedule(db: Kysely<Database>, queue: Queue): void {
  if (queue.scheduled || queue.pending.length === 0 || queue.inFlight >= MAX_IN_FLIGHT) return;
  queue.scheduled = true;
  // After the current turn: the rows of requests read in the same turn go out together.
  setImmediate(() => {
    queue.scheduled = false;
    while (queue.pending.length > 0 && queue.inFlight < MAX_IN_FLIGHT) {
      const batch = queue.pending.splice(0, MAX_ROWS);
      queue.inFlight += 1;
      void send(db, batch).finally(() => {
        queue.inFlight -= 1;
        schedule(db, queue);
      });
    }
  });
}

/**
 * Stores a new finished test: true when this call stored it, false when the id was taken (a replay, or a
 * concurrent finish of the same id). Inside a transaction the row is written at once, in that transaction.
 */
export async function insertTest(db: Kysely<Database>, row: NewTest): Promise<boolean> {
  if (db.isTransaction) return storedBy(await insertRows(db, [row]), row);
  const queue = queues.get(db) ?? { pending: [], inFlight: 0, scheduled: false };
  queues.set(db, queue);
  const stored = new Promise<boolean>((resolve, reject) => queue.pending.push({ row, resolve, reject }));
  schedule(db, queue);
  return stored;
}
