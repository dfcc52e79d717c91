// Counted cells (src/shared/stats/cells.ts) give exactly the protection of the same students one by
// one: the same protected groups, and the same figures (shown or hidden, with the same reason) for
// every group and every row, compared with the code as it was before cells (reference.ts).
import fc from 'fast-check';
import { CellsBuilder } from '../../../src/shared/stats/cells';
import { planCategories } from '../../../src/shared/stats/categories';
import { protectCellRows, type Breakdown, type ProtectedTable } from '../../../src/shared/stats/figures';
import { protectedPartition, type StatUnit } from '../../../src/shared/stats/partition';
import { protectCells } from '../../../src/shared/stats/table';
import { referenceGroup, referencePartition } from './reference';

const SEED = Number(process.env.STATS_SEED ?? 3434);
const RATINGS = ['good', 'warning', 'neutral', 'bad'];
const DIMS: (string | null)[][] = [
  ['A', 'B', 'C', null],
  ['1', '2', null],
  ['m', 'f', 'x', null],
  ['p', 'q'],
];

/** The table as it was built before cells: the same category plan, the reference partition. */
function referenceTable(units: StatUnit[], k: number): ProtectedTable {
  const counts = new Map<string, number>();
  for (const u of units) counts.set(u.category, (counts.get(u.category) ?? 0) + 1);
  const plan = planCategories(RATINGS, counts, k);
  const mapped = units
    .filter((u) => plan.categoryOf.has(u.category))
    .map((u) => ({ dims: u.dims, category: plan.categoryOf.get(u.category)! }));
  return { units: mapped, categories: plan.categories, k, partition: referencePartition(mapped, plan.categories, k) };
}

const groupsOf = fc.array(
  fc.record({
    dims: fc.tuple(...DIMS.map((values) => fc.constantFrom(...values))),
    // 'odd': a result outside the table's order (left out, as before).
    category: fc.constantFrom(...RATINGS, 'odd'),
    n: fc.integer({ min: 1, max: 12 }),
  }),
  { minLength: 1, maxLength: 40 },
);

describe('counted cells', () => {
  it('partition students one by one exactly as before', () => {
    fc.assert(
      fc.property(groupsOf, fc.constantFrom(2, 3, 5, 10), (groups, k) => {
        const units = groups.flatMap((g) =>
          Array.from({ length: g.n }, () => ({ dims: g.dims, category: g.category })),
        );
        const categories = RATINGS.slice(0, 3);
        const ours = protectedPartition(units, categories, k);
        const before = referencePartition(units, categories, k);
        expect(ours.sizes).toEqual(before.sizes);
        expect(Array.from(ours.groupOf)).toEqual(Array.from(before.groupOf));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('break ties between equally large parts by value, as before', () => {
    // A and B are both protectable and equally large; C is too small alone, so one of them joins it:
    // A, the first by value.
    const units: StatUnit[] = [
      ...['A', 'A', 'B', 'B', 'C'].map((v) => ({ dims: [v], category: 'good' })),
      ...['A', 'A', 'B', 'B'].map((v) => ({ dims: [v], category: 'bad' })),
    ];
    const ours = protectedPartition(units, ['good', 'bad'], 2);
    expect(Array.from(ours.groupOf)).toEqual(Array.from(referencePartition(units, ['good', 'bad'], 2).groupOf));
    expect(ours.groupOf[0]).toBe(ours.groupOf[4]);
    expect(ours.groupOf[2]).not.toBe(ours.groupOf[4]);
  });

  it('give every group and every row the figures its students give one by one', () => {
    fc.assert(
      fc.property(groupsOf, fc.constantFrom(2, 3, 5, 10), (groups, k) => {
        const units: StatUnit[] = groups.flatMap((g) =>
          Array.from({ length: g.n }, () => ({ dims: g.dims, category: g.category })),
        );
        const before = referenceTable(units, k);
        // The same students counted per cell (cells of equal values may come more than once, as a
        // live and a kept result of the same group do).
        const builder = new CellsBuilder(DIMS.length);
        for (const g of groups) builder.add(g.dims, g.category, g.n);
        const table = protectCells(builder.build(), RATINGS, k);
        expect(table.categories).toEqual(before.categories);
        expect([...table.partition.sizes].sort((a, b) => a - b)).toEqual(
          [...before.partition.sizes].sort((a, b) => a - b),
        );
        const { cells } = table;
        const codeOf = (d: number, value: string | null) => cells.values[d]!.indexOf(value);
        // Every filter combination (each dimension any value, or one, also one nobody has), each
        // with its rows by one dimension (in turn).
        const options = DIMS.map((values) => [undefined, ...values.filter((v) => v !== null), 'none']);
        const combos: (string | undefined)[][] = [[]];
        for (const values of options)
          combos.splice(0, combos.length, ...combos.flatMap((c) => values.map((v) => [...c, v])));
        combos.forEach((sel, n) => {
          const inGroup = (dims: readonly (string | null)[]) => sel.every((v, d) => v === undefined || dims[d] === v);
          const members: number[] = [];
          for (let i = 0; i < cells.length; i++) {
            const ok = sel.every((v, d) => {
              if (v === undefined) return true;
              const code = codeOf(d, v);
              return code > 0 && cells.codes[i * cells.dimCount + d] === code;
            });
            if (ok) members.push(i);
          }
          // Rows by two dimensions at once (in turn), in the one pass the server makes.
          const dims = [n % DIMS.length, (n + 1) % DIMS.length];
          const rowValues = dims.map((d) => DIMS[d]!.filter((v): v is string => v !== null));
          const breakdowns: Breakdown[] = dims.map((d, x) => {
            const rowOfCode = new Int32Array(cells.values[d]!.length).fill(-1);
            rowValues[x]!.forEach((v, r) => {
              if (codeOf(d, v) > 0) rowOfCode[codeOf(d, v)] = r;
            });
            return { dim: d, rowOfCode, rowCount: rowValues[x]!.length };
          });
          const everyone = sel.every((v) => v === undefined);
          const ours = protectCellRows(table, everyone ? null : members, breakdowns);
          expect(ours.group).toEqual(referenceGroup(before, (u) => inGroup(u.dims)));
          dims.forEach((d, x) =>
            rowValues[x]!.forEach((v, r) =>
              expect(ours.rows[x]![r]).toEqual(referenceGroup(before, (u) => inGroup(u.dims) && u.dims[d] === v)),
            ),
          );
        });
      }),
      { seed: SEED, numRuns: 30 },
    );
  });

  it('give, after the cells of one value of the first dimension are counted again, what a fresh count gives', () => {
    // The statistics cache replaces one school's cells (CellsBuilder.from, server/services/stats/cellBuilders.ts).
    const build = (groups: { dims: (string | null)[]; category: string; n: number }[]) => {
      const b = new CellsBuilder(DIMS.length);
      for (const g of groups) b.add(g.dims, g.category, g.n);
      return b.build();
    };
    /** Every group of one value of one dimension (and everyone): its figures. */
    const figures = (cells: ReturnType<typeof build>, k: number) => {
      const table = protectCells(cells, RATINGS, k);
      const out: Record<string, unknown> = { categories: table.categories, all: protectCellRows(table, null).group };
      DIMS.forEach((values, d) =>
        values.forEach((v) => {
          const members: number[] = [];
          for (let i = 0; i < cells.length; i++)
            if (table.cells.values[d]![table.cells.codes[i * DIMS.length + d]!] === v) members.push(i);
          out[`${d}=${v}`] = protectCellRows(table, members).group;
        }),
      );
      return out;
    };
    fc.assert(
      fc.property(
        groupsOf,
        groupsOf,
        fc.constantFrom(...DIMS[0]!),
        fc.constantFrom(2, 3, 5, 10),
        (old, again, v, k) => {
          const moved = again.map((g) => ({ ...g, dims: [v, ...g.dims.slice(1)] }));
          const before = build(old);
          const spliced = CellsBuilder.from(before, (i) => before.values[0]![before.codes[i * DIMS.length]!] !== v);
          for (const g of moved) spliced.add(g.dims, g.category, g.n);
          const fresh = build([...old.filter((g) => g.dims[0] !== v), ...moved]);
          expect(figures(spliced.build(), k)).toEqual(figures(fresh, k));
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });
});
