// Cell builders of a school year (yearCells.ts): one per module (results, participation) or per
// module and norm. Read whole, they start empty; after an account change (withSchools) they start
// with the kept cells of every school the change did not touch, and the touched schools' rows, read
// again, are added to them.
import { CellsBuilder, dimsOf, type StatCells } from '../../../src/shared/stats/cells';
import { dimIndex, STAT_DIMENSIONS } from './dimensions';
import { outside, schoolKey, type SchoolSet } from './schools';

type ByModule<T> = Map<number, T>;

export interface NormCells {
  name: string;
  title: string;
  cells: StatCells;
  /**
   * The schools whose tests (or kept results) name the norm, each with its first student (by
   * account) whose test gives a title other than the name: the norm's title is the first of these.
   */
  schools: ReadonlyMap<string, { user: number; title: string } | null>;
}

const DIMS = STAT_DIMENSIONS.length;

/** One cell builder per module; after a change, each holding `base`'s cells outside `only`. */
export class Builders {
  private readonly builders = new Map<number, CellsBuilder>();

  constructor(
    private readonly base: ByModule<StatCells> | null,
    private readonly only: SchoolSet | null,
  ) {}

  of(moduleId: number): CellsBuilder {
    let b = this.builders.get(moduleId);
    if (!b) {
      const old = this.base?.get(moduleId);
      b = old && this.only ? CellsBuilder.from(old, outside(old, this.only)) : new CellsBuilder(DIMS);
      this.builders.set(moduleId, b);
    }
    return b;
  }

  build(): Map<number, StatCells> {
    for (const moduleId of this.base?.keys() ?? []) this.of(moduleId);
    return new Map([...this.builders].map(([moduleId, b]) => [moduleId, b.build()]));
  }
}

export interface NormEntry {
  cells: CellsBuilder;
  schools: Map<string, { user: number; title: string } | null>;
}

/** One cell builder per module and norm; after a change, holding `base`'s cells and schools outside `only`. */
export class NormBuilders {
  private readonly norms = new Map<number, Map<string, NormEntry>>();

  constructor(base: ByModule<NormCells[]> | null, only: SchoolSet | null) {
    if (!base || !only) return;
    for (const [moduleId, list] of base) {
      const byName = new Map<string, NormEntry>();
      for (const n of list) {
        const schools = new Map([...n.schools].filter(([school]) => !only.has(school)));
        byName.set(n.name, { cells: CellsBuilder.from(n.cells, outside(n.cells, only)), schools });
      }
      this.norms.set(moduleId, byName);
    }
  }

  of(moduleId: number, name: string, school: string | null): NormEntry {
    const byName = this.norms.get(moduleId) ?? new Map<string, NormEntry>();
    this.norms.set(moduleId, byName);
    let entry = byName.get(name);
    if (!entry) byName.set(name, (entry = { cells: new CellsBuilder(DIMS), schools: new Map() }));
    if (!entry.schools.has(schoolKey(school))) entry.schools.set(schoolKey(school), null);
    return entry;
  }

  /** Sorted by name; a norm no school's tests name any more is left out, as a whole read leaves it out. */
  build(): ByModule<NormCells[]> {
    return new Map(
      [...this.norms].map(([moduleId, byName]) => [
        moduleId,
        [...byName.entries()]
          .filter(([, e]) => e.schools.size > 0)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, e]) => {
            let first: { user: number; title: string } | null = null;
            for (const t of e.schools.values()) if (t && (!first || t.user < first.user)) first = t;
            return { name, title: first?.title ?? name, cells: e.cells.build(), schools: e.schools };
          }),
      ]),
    );
  }
}

/** The cells of `only`'s schools in `cells`, as sorted text: equal texts, the same students counted the same way. */
function signatureOf(cells: StatCells, only: SchoolSet): string {
  const d = dimIndex('school');
  const inside = Uint8Array.from(cells.values[d]!, (v) => (only.has(schoolKey(v)) ? 1 : 0));
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i++)
    if (inside[cells.codes[i * cells.dimCount + d]!])
      rows.push(JSON.stringify([dimsOf(cells, i), cells.categories[cells.category[i]!], cells.weight[i]]));
  return rows.sort().join('\n');
}

const signature = (cells: StatCells | NormCells[] | undefined, only: SchoolSet): string =>
  cells === undefined
    ? ''
    : Array.isArray(cells)
      ? cells.map((n) => `${n.name}\t${n.title}\n${signatureOf(n.cells, only)}`).join('\f')
      : signatureOf(cells, only);

/**
 * The modules whose cells after `only`'s schools were read again are the same as before (the other
 * schools' cells are copied unchanged, so only `only`'s are compared): their protected tables are too.
 */
export function sameModules(
  before: ReadonlyMap<number, StatCells | NormCells[]>,
  after: ReadonlyMap<number, StatCells | NormCells[]>,
  only: SchoolSet,
): Set<number> {
  const same = new Set<number>();
  for (const moduleId of new Set([...before.keys(), ...after.keys()]))
    if (signature(before.get(moduleId), only) === signature(after.get(moduleId), only)) same.add(moduleId);
  return same;
}
