// The disclosure-control functions (src/shared/stats): primary threshold, protected groups, merged
// categories, and the property that no hidden figure can be worked out from the shown ones.
import fc from 'fast-check';
import { planCategories } from '../../../src/shared/stats/categories';
import { protectGroup, type ProtectedTable } from '../../../src/shared/stats/figures';
import type { StatUnit } from '../../../src/shared/stats/partition';
import { protectTable } from '../../../src/shared/stats/table';
import { K_FLOOR, minGroupSize } from '../../../src/shared/stats/threshold';
import { Span } from './linearAttack';

const SEED = Number(process.env.STATS_SEED ?? 3434);
const RATINGS = ['good', 'warning', 'neutral', 'bad'];

const unit = (category: string, ...dims: (string | null)[]): StatUnit => ({ dims, category });
const many = (n: number, category: string, ...dims: (string | null)[]) =>
  Array.from({ length: n }, () => unit(category, ...dims));
const where =
  (d: number, value: string) =>
  (u: StatUnit): boolean =>
    u.dims[d] === value;
const all = () => true;

describe('minGroupSize (k)', () => {
  it('follows the setting but never goes below the floor of 5', () => {
    expect(minGroupSize(10)).toBe(10);
    expect(minGroupSize(25)).toBe(25);
    expect(minGroupSize(5)).toBe(5);
    expect(minGroupSize(4)).toBe(K_FLOOR);
    expect(minGroupSize(1)).toBe(5);
    expect(minGroupSize(0)).toBe(5);
    expect(minGroupSize(-3)).toBe(5);
    expect(minGroupSize(6.2)).toBe(7);
    expect(minGroupSize(Number.NaN)).toBe(10);
    expect(minGroupSize('3')).toBe(10);
  });
});

describe('planCategories', () => {
  const counts = (o: Record<string, number>) => new Map(Object.entries(o));
  it('keeps categories of at least k, leaves out empty ones', () => {
    expect(planCategories(RATINGS, counts({ good: 30, bad: 12 }), 10).categories).toEqual(['good', 'bad']);
  });
  it('merges a rare category with its neighbour', () => {
    const plan = planCategories(RATINGS, counts({ good: 30, warning: 3, bad: 12 }), 10);
    expect(plan.categories).toEqual(['good', 'warning+bad']);
    expect(plan.categoryOf.get('bad')).toBe('warning+bad');
  });
  it('merges the last category with the one before it, until all are >= k or one is left', () => {
    expect(planCategories(RATINGS, counts({ good: 30, bad: 2 }), 10).categories).toEqual(['good+bad']);
    expect(planCategories(RATINGS, counts({ good: 3, bad: 2 }), 10).categories).toEqual(['good+bad']);
  });
});

describe('protectGroup at the edges k-1, k, k+1 (one category)', () => {
  const k = 10;
  it.each([
    [k - 1, null, 'below_k'],
    [k, k, undefined],
    [k + 1, k + 1, undefined],
  ])('a table of %i students shows %s', (n, shown, hidden) => {
    const table = protectTable(many(n, 'good', 'A'), RATINGS, k);
    expect(protectGroup(table, all)).toEqual(
      hidden ? { count: null, cells: [null], hidden } : { count: shown, cells: [shown] },
    );
  });

  it('an empty group looks like a small one: null with below_k, never 0', () => {
    const table = protectTable(many(30, 'good', 'A'), RATINGS, k);
    expect(protectGroup(table, where(0, 'B'))).toEqual({ count: null, cells: [null], hidden: 'below_k' });
  });

  it('a category must have k students too: 100 % in one category of two is never shown', () => {
    // Nationally good and bad are both common; this class of 30 is all 'bad'.
    const units = [...many(40, 'good', 'X'), ...many(40, 'bad', 'X'), ...many(30, 'bad', 'Y')];
    const table = protectTable(units, RATINGS, k);
    expect(protectGroup(table, where(0, 'Y'))).toEqual({ count: null, cells: [null, null], hidden: 'secondary' });
    // With the rest it is shown, because every category has at least k.
    expect(protectGroup(table, all)).toEqual({ count: 110, cells: [40, 70] });
  });
});

describe('the class of 12 (one student the only one of their gender, and the only onvoldoende)', () => {
  const k = 10;
  // dims: class, gender. School: classes 1A (the 12) and 1B, 1C (large, mixed results).
  const units: StatUnit[] = [
    ...many(11, 'good', '1A', 'male'),
    unit('bad', '1A', 'female'),
    ...many(15, 'good', '1B', 'male'),
    ...many(12, 'bad', '1B', 'male'),
    ...many(14, 'good', '1B', 'female'),
    ...many(11, 'bad', '1B', 'female'),
    ...many(13, 'good', '1C', 'female'),
    ...many(12, 'bad', '1C', 'female'),
  ];
  const table = protectTable(units, RATINGS, k);
  const groups: Record<string, (u: StatUnit) => boolean> = {
    all,
    '1A': where(0, '1A'),
    '1B': where(0, '1B'),
    '1C': where(0, '1C'),
    male: where(1, 'male'),
    female: where(1, 'female'),
  };
  for (const c of ['1A', '1B', '1C'])
    for (const g of ['male', 'female']) groups[`${c}/${g}`] = (u) => u.dims[0] === c && u.dims[1] === g;

  it("no shown figure, nor any sum or difference of them, gives 1A's result spread or its one girl", () => {
    const shown = Object.entries(groups).map(([name, f]) => ({ name, f, row: protectGroup(table, f) }));
    // Whatever is shown has every category >= k.
    for (const { row } of shown) if (row.count !== null) row.cells.forEach((c) => expect(c).toBeGreaterThanOrEqual(k));
    expect(shown.find((s) => s.name === '1A')!.row.cells).toEqual([null, null]);
    expect(shown.find((s) => s.name === '1A/female')!.row.hidden).toBe('below_k');
    // Attack: every figure as a vector over the finest cells; the girl's 'bad' cell is not in their span.
    const cells = [...new Set(units.map((u) => `${u.dims.join('/')}|${u.category}`))];
    const span = new Span();
    for (const { f, row } of shown) {
      if (row.count === null) continue;
      const inG = cells.map((c) => {
        const [dims] = c.split('|');
        return f({ dims: dims!.split('/'), category: '' }) ? 1 : 0;
      });
      span.add(inG);
      table.categories.forEach((cat) => span.add(cells.map((c, i) => (inG[i] && c.endsWith(`|${cat}`) ? 1 : 0))));
    }
    const girl = cells.map((c) => (c === '1A/female|bad' ? 1 : 0));
    const classBad = cells.map((c) => (c.startsWith('1A/') && c.endsWith('|bad') ? 1 : 0));
    const classGirls = cells.map((c) => (c.startsWith('1A/female') ? 1 : 0));
    expect(span.contains(girl)).toBe(false);
    expect(span.contains(classBad)).toBe(false);
    expect(span.contains(classGirls)).toBe(false);
  });
});

// Property: over random small schools, no hidden figure with a true value in 1..k-1 is recoverable
// from all the shown figures of every filter combination, and every shown count is >= k.
describe('no hidden figure is recoverable from the shown ones (fast-check, seeded)', () => {
  const DIMS = [
    ['A', 'B', 'C'],
    ['m', 'f', 'x'],
    ['1', '2'],
  ];
  const CATS = ['good', 'warning', 'bad'];

  const units = fc.array(
    fc.record({
      d0: fc.constantFrom(...DIMS[0]!),
      d1: fc.constantFrom(...DIMS[1]!),
      d2: fc.constantFrom(...DIMS[2]!),
      c: fc.constantFrom(...CATS),
      n: fc.integer({ min: 1, max: 9 }),
    }),
    { minLength: 4, maxLength: 30 },
  );

  function check(list: { d0: string; d1: string; d2: string; c: string; n: number }[], k: number) {
    const data = list.flatMap((r) => many(r.n, r.c, r.d0, r.d1, r.d2));
    const table: ProtectedTable = protectTable(data, CATS, k);
    // Finest cells (every dimension value × category), as the intruder's unknowns.
    const cells: { dims: string[]; cat: string }[] = [];
    for (const a of DIMS[0]!)
      for (const b of DIMS[1]!) for (const c of DIMS[2]!) for (const cat of CATS) cells.push({ dims: [a, b, c], cat });
    const truth = cells.map(
      (cell) => data.filter((u) => u.dims.join() === cell.dims.join() && u.category === cell.cat).length,
    );
    // Every filter combination: each dimension one value or any.
    const options = DIMS.map((values) => [null, ...values]);
    const span = new Span();
    const hidden: { vec: number[]; value: number }[] = [];
    const mergedOf = (raw: string) => table.categories.find((c) => c.split('+').includes(raw));
    for (const a of options[0]!)
      for (const b of options[1]!)
        for (const c of options[2]!) {
          const sel = [a, b, c];
          const inG = (dims: readonly (string | null)[]) => sel.every((v, i) => v === null || dims[i] === v);
          const row = protectGroup(table, (u) => inG(u.dims));
          const countVec = cells.map((cell) => (inG(cell.dims) && mergedOf(cell.cat) ? 1 : 0));
          const catVecs = table.categories.map((cat) =>
            cells.map((cell, i) => (countVec[i] && mergedOf(cell.cat) === cat ? 1 : 0)),
          );
          const value = (v: number[]) => v.reduce((s, x, i) => s + x * truth[i]!, 0);
          if (row.count !== null) {
            expect(row.count).toBeGreaterThanOrEqual(k);
            expect(row.cells).toEqual(catVecs.map(value));
            span.add(countVec);
            catVecs.forEach((v) => span.add(v));
          } else {
            expect(row.cells.every((x) => x === null)).toBe(true);
            hidden.push(
              { vec: countVec, value: value(countVec) },
              ...catVecs.map((v) => ({ vec: v, value: value(v) })),
            );
          }
        }
    for (const h of hidden) if (h.value > 0 && h.value < k) expect(span.contains(h.vec)).toBe(false);
  }

  it('holds for k = 5 and k = 10', () => {
    fc.assert(
      fc.property(units, fc.constantFrom(5, 10), (list, k) => check(list, k)),
      { seed: SEED, numRuns: 60 },
    );
  });
});
