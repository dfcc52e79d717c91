// The protected tables of one school year (src/shared/stats/table.ts protectCells), built per module
// from ALL cells of that year (every school), so every caller and every filter path meets the same
// protected groups. A table is built once per k and kept with its year's cells (cache.ts), so the
// requests after the first only select their group and count it. After an account change a module
// whose cells the change left exactly as they were keeps its table (YearCells.carriedTable).
import { NORM_RATINGS } from '../../../src/rules/values';
import { PARTICIPATION_CATEGORIES } from '../../../src/shared/management/stats';
import { CellsBuilder, type StatCells } from '../../../src/shared/stats/cells';
import type { CellTable } from '../../../src/shared/stats/figures';
import { protectCells } from '../../../src/shared/stats/table';
import { STAT_DIMENSIONS } from './dimensions';
import type { NormCells, YearCells } from './yearCells';

export interface NormTable {
  name: string;
  title: string;
  table: CellTable;
}

export type TableKind = 'results' | 'norms' | 'participation';

const NONE: StatCells = new CellsBuilder(STAT_DIMENSIONS.length).build();

export class YearTables {
  private constructor(
    private readonly year: YearCells,
    readonly k: number,
    private readonly results: Map<number, StatCells> | null,
    private readonly norms: Map<number, NormCells[]> | null,
    private readonly participation: Map<number, StatCells> | null,
  ) {}

  /** The tables of `kinds` for a school year's cells (read now if not read yet). */
  static async of(year: YearCells, k: number, kinds: readonly TableKind[]): Promise<YearTables> {
    const [results, norms, participation] = await Promise.all([
      kinds.includes('results') ? year.results() : null,
      kinds.includes('norms') ? year.norms() : null,
      kinds.includes('participation') ? year.participation() : null,
    ]);
    return new YearTables(year, k, results, norms, participation);
  }

  /** A module's table of a kind, built once per year object; one the change left as it was is carried over. */
  private once<T>(kind: TableKind, moduleId: number, make: () => T): T {
    const full = `${kind}:${moduleId}:${this.k}`;
    if (!this.year.tables.has(full))
      this.year.tables.set(full, (this.year.carriedTable(kind, moduleId, full) as T | undefined) ?? make());
    return this.year.tables.get(full) as T;
  }

  resultTable(moduleId: number): CellTable {
    return this.once('results', moduleId, () =>
      protectCells(read(this.results, 'results').get(moduleId) ?? NONE, NORM_RATINGS, this.k),
    );
  }

  participationTable(moduleId: number): CellTable {
    return this.once('participation', moduleId, () =>
      protectCells(read(this.participation, 'participation').get(moduleId) ?? NONE, PARTICIPATION_CATEGORIES, this.k),
    );
  }

  /** One table per norm the module's tests were rated on (a test without a rating for it is not counted). */
  normTables(moduleId: number): NormTable[] {
    return this.once('norms', moduleId, () =>
      (read(this.norms, 'norms').get(moduleId) ?? []).map((n) => ({
        name: n.name,
        title: n.title,
        table: protectCells(n.cells, NORM_RATINGS, this.k),
      })),
    );
  }
}

function read<T>(value: T | null, kind: TableKind): T {
  if (value === null) throw new Error(`the ${kind} of this school year were not read`);
  return value;
}
