// The protected tables of one school year (src/shared/stats/table.ts), built on demand per module
// from ALL units of that year (every school), so every caller and every filter path meets the same
// protected groups. A table is built once per request and reused by all the rows that read it.
import { NORM_RATINGS } from '../../../src/rules/values';
import { PARTICIPATION_CATEGORIES } from '../../../src/shared/management/stats';
import type { ProtectedTable } from '../../../src/shared/stats/figures';
import { protectTable } from '../../../src/shared/stats/table';
import type { ParticipationUnit, ResultUnit } from './units';

export interface NormTable {
  name: string;
  title: string;
  table: ProtectedTable;
}

export class YearTables {
  private readonly memo = new Map<string, unknown>();

  constructor(
    readonly k: number,
    private readonly results: ResultUnit[],
    private readonly participation: ParticipationUnit[],
  ) {}

  private once<T>(key: string, make: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, make());
    return this.memo.get(key) as T;
  }

  resultTable(moduleId: number): ProtectedTable {
    return this.once(`r${moduleId}`, () =>
      protectTable(
        this.results.filter((u) => u.moduleId === moduleId).map((u) => ({ dims: u.dims, category: u.result })),
        NORM_RATINGS,
        this.k,
      ),
    );
  }

  participationTable(moduleId: number): ProtectedTable {
    return this.once(`p${moduleId}`, () =>
      protectTable(
        this.participation.filter((u) => u.moduleId === moduleId).map((u) => ({ dims: u.dims, category: u.status })),
        PARTICIPATION_CATEGORIES,
        this.k,
      ),
    );
  }

  /** One table per norm the module's tests were rated on (a test without a rating for it is not counted). */
  normTables(moduleId: number): NormTable[] {
    return this.once(`n${moduleId}`, () => {
      const byName = new Map<string, { title: string; units: { dims: (string | null)[]; category: string }[] }>();
      for (const u of this.results)
        if (u.moduleId === moduleId)
          for (const n of u.norms) {
            const entry = byName.get(n.name) ?? { title: n.title, units: [] };
            if (entry.title === n.name && n.title !== n.name) entry.title = n.title;
            if (n.result !== null) entry.units.push({ dims: u.dims, category: n.result });
            byName.set(n.name, entry);
          }
      return [...byName.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, { title, units }]) => ({ name, title, table: protectTable(units, NORM_RATINGS, this.k) }));
    });
  }
}
