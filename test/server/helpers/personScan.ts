// Looks for a person everywhere the server keeps data (issue 21): every column of every table of the
// current schema, as information_schema lists them, so a table or column added later is searched
// too; and every file of the data folder outside the database's own folder (pgdata, whose pages
// keep deleted rows until PostgreSQL reuses them: docs/privacy.md). A hit is 'table.column' or
// 'file:<path>'.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { kysely } from '../../../server/db/kysely';

/** Integer columns that hold an account id (by name). */
export const PERSON_ID_COLUMN =
  /^(user_id|actor_id|as_user_id|subject_id|imitator_id|created_by|updated_by|approved_by|seen_by)$/;
/** Where json values hold account ids: keys of audit details, the account in a bug report's state. */
const JSON_ID_PATHS = ['$.**.ids', '$.**.userId', '$.**.studentId', '$.**.subjectId', '$.state.account.id'];

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

export async function schemaColumns(app: FastifyInstance): Promise<Column[]> {
  const { sql } = kysely();
  const res = await sql<Column>`
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`.execute(app.db);
  return res.rows;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'pgdata' ? [] : filesUnder(full);
    return [full];
  });
}

export async function findPerson(
  app: FastifyInstance,
  dataDir: string,
  person: { id: number; email: string },
): Promise<string[]> {
  const { sql } = kysely();
  const email = person.email.toLowerCase();
  const hits: string[] = [];
  for (const c of await schemaColumns(app)) {
    const col = sql.ref(`${c.table_name}.${c.column_name}`);
    const table = sql.table(c.table_name);
    let where;
    if (['integer', 'bigint', 'smallint'].includes(c.data_type) && PERSON_ID_COLUMN.test(c.column_name)) {
      where = sql`${col} = ${person.id}`;
    } else if (c.table_name === 'audit_log' && c.column_name === 'entity_id') {
      where = sql`${col} = ${person.id} AND audit_log.entity_type IN ('student', 'user')`;
    } else if (['text', 'character varying', 'json', 'jsonb'].includes(c.data_type)) {
      // The address anywhere in the value; an id where the server writes one into a key or path.
      where = sql`position(${email} in lower(${col}::text)) > 0
        OR ${col}::text LIKE ${`%user:${person.id}`} OR ${col}::text LIKE ${`%/leerlingen/${person.id}`} OR ${col}::text LIKE ${`%2fa:${person.id}|%`}`;
      if (c.data_type === 'jsonb')
        where = sql`(${where}) OR ${sql.join(
          JSON_ID_PATHS.map(
            (p) =>
              sql`jsonb_path_exists(${col}, ${`lax ${p} ? (@ == $id)`}::text::jsonpath, ${JSON.stringify({ id: person.id })}::text::jsonb)`,
          ),
          sql` OR `,
        )}`;
    } else continue;
    const res = await sql<{ n: string | number }>`SELECT count(*) AS n FROM ${table} WHERE ${where}`.execute(app.db);
    if (Number(res.rows[0]?.n) > 0) hits.push(`${c.table_name}.${c.column_name}`);
  }
  for (const file of filesUnder(dataDir)) {
    const text = fs.readFileSync(file).toString('latin1').toLowerCase();
    if (text.includes(email) || path.basename(file).includes(String(person.id))) hits.push(`file:${file}`);
  }
  return hits;
}
