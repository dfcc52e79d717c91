// Writing jsonb portably: pg turns JS arrays into PostgreSQL arrays and PGlite serialises by the
// parameter's inferred type, so we always send JSON text and cast it (the text cast keeps the
// parameter typed as text on both drivers).
import type { RawBuilder } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from './kysely';

export function json<T>(value: T): RawBuilder<T> {
  const { sql } = kysely();
  return sql<T>`${JSON.stringify(value)}::text::jsonb`;
}

/** For a `json` column (not jsonb): the text as given, so object keys keep their order (module documents). */
export function jsonOrdered<T>(value: T): RawBuilder<T> {
  const { sql } = kysely();
  return sql<T>`${JSON.stringify(value)}::text::json`;
}
