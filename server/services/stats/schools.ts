// Schools whose statistics cells are read again after a change (cache.ts): the database names the
// schools an account change touched (migration 022: 'schools:12,15,-'), and a kept school year reads
// only those schools' tests, skips, starts and students again (yearCells.ts), keeping the others'.
// A school year's cells are keyed by school first, so one school's cells are replaced whole.
import type { StatCells } from '../../../src/shared/stats/cells';
import { kysely } from '../../db/kysely';
import { dimIndex } from './dimensions';

/** School ids as text; NO_SCHOOL stands for accounts (and kept results) without a school. */
export type SchoolSet = ReadonlySet<string>;
export const NO_SCHOOL = '-';

const SCHOOLS = /^schools:((?:\d+|-)(?:,(?:\d+|-))*)$/;

/** The schools a notice names ('schools:1,2,-'), or null for any other notice. */
export function schoolsOf(payload: string): Set<string> | null {
  const m = SCHOOLS.exec(payload);
  return m ? new Set(m[1]!.split(',')) : null;
}

/** SQL: `column` (a school id) is one of `only`; TRUE when `only` is null (every school). */
export function inSchools(column: string, only: SchoolSet | null) {
  const { sql } = kysely();
  if (!only) return sql<boolean>`TRUE`;
  const ids = [...only].filter((s) => s !== NO_SCHOOL).map(Number);
  const parts = [];
  if (ids.length > 0) parts.push(sql<boolean>`${sql.ref(column)} IN (${sql.join(ids)})`);
  if (only.has(NO_SCHOOL)) parts.push(sql<boolean>`${sql.ref(column)} IS NULL`);
  return parts.length > 0 ? sql<boolean>`(${sql.join(parts, sql` OR `)})` : sql<boolean>`FALSE`;
}

/** A cell's school as SchoolSet names it. */
export const schoolKey = (school: string | null): string => school ?? NO_SCHOOL;

/** Which cells of `cells` lie outside `only` (the ones kept when `only` is read again). */
export function outside(cells: StatCells, only: SchoolSet): (i: number) => boolean {
  const d = dimIndex('school');
  const drop = Uint8Array.from(cells.values[d]!, (v) => (only.has(schoolKey(v)) ? 1 : 0));
  const D = cells.dimCount;
  return (i) => drop[cells.codes[i * D + d]!] === 0;
}
