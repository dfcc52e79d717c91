// The students of a table counted per cell: one cell per combination of dimension values and
// category, with how many students have it (its weight). Disclosure control only ever needs how many
// students of a group are in each category and in each protected group, and students with the same
// values in every dimension are never told apart (partition.ts splits by values only), so a table of
// cells gives exactly the figures the same students counted one by one give. The database counts
// them (GROUP BY): a region's hundreds of thousands of tests become far fewer cells.
//
// Columnar (typed arrays), because the statistics cache keeps every cell of three school years in
// memory: a value is stored as a small integer code per dimension.

export interface StatCells {
  readonly dimCount: number;
  readonly length: number;
  /** codes[i * dimCount + d]: cell i's value in dimension d, an index into values[d]. */
  readonly codes: Int32Array;
  /** Per dimension, code → value; code 0 is always unknown (null). */
  readonly values: readonly (readonly (string | null)[])[];
  /** Per cell, an index into `categories`. */
  readonly category: Int32Array;
  readonly categories: readonly string[];
  /** Students in the cell (at least 1). */
  readonly weight: Int32Array;
}

/** Collects cells; values and categories are coded as they come. */
export class CellsBuilder {
  private readonly codes: number[] = [];
  private readonly category: number[] = [];
  private readonly weight: number[] = [];
  private readonly valueCodes: Map<string, number>[];
  private readonly values: (string | null)[][];
  private readonly categoryCodes = new Map<string, number>();
  private readonly categories: string[] = [];

  /** `categories`: those coded first, in this order (more are added as cells name them). */
  constructor(
    readonly dimCount: number,
    categories: readonly string[] = [],
  ) {
    this.valueCodes = Array.from({ length: dimCount }, () => new Map());
    this.values = Array.from({ length: dimCount }, () => [null]);
    for (const c of categories) this.categoryCode(c);
  }

  /**
   * A builder holding the cells of `cells` that `keep` accepts, coded as they are, to add others to:
   * the statistics cache replaces one school's cells this way without coding the others again.
   */
  static from(cells: StatCells, keep: (i: number) => boolean): CellsBuilder {
    const b = new CellsBuilder(cells.dimCount, cells.categories);
    cells.values.forEach((values, d) => {
      b.values[d] = [...values];
      values.forEach((v, code) => {
        if (v !== null) b.valueCodes[d]!.set(v, code);
      });
    });
    const D = cells.dimCount;
    for (let i = 0; i < cells.length; i++) {
      if (!keep(i)) continue;
      for (let d = 0; d < D; d++) b.codes.push(cells.codes[i * D + d]!);
      b.category.push(cells.category[i]!);
      b.weight.push(cells.weight[i]!);
    }
    return b;
  }

  private categoryCode(category: string): number {
    let c = this.categoryCodes.get(category);
    if (c === undefined) {
      c = this.categories.length;
      this.categories.push(category);
      this.categoryCodes.set(category, c);
    }
    return c;
  }

  add(dims: readonly (string | null)[], category: string, weight: number): void {
    if (weight <= 0) return;
    for (let d = 0; d < this.dimCount; d++) {
      const value = dims[d] ?? null;
      if (value === null) {
        this.codes.push(0);
        continue;
      }
      let code = this.valueCodes[d]!.get(value);
      if (code === undefined) {
        code = this.values[d]!.length;
        this.values[d]!.push(value);
        this.valueCodes[d]!.set(value, code);
      }
      this.codes.push(code);
    }
    this.category.push(this.categoryCode(category));
    this.weight.push(weight);
  }

  build(): StatCells {
    return {
      dimCount: this.dimCount,
      length: this.weight.length,
      codes: Int32Array.from(this.codes),
      values: this.values,
      category: Int32Array.from(this.category),
      categories: this.categories,
      weight: Int32Array.from(this.weight),
    };
  }
}

/** Cell i's dimension values (for tests and messages; the hot paths read the codes). */
export function dimsOf(cells: StatCells, i: number): (string | null)[] {
  return Array.from({ length: cells.dimCount }, (_, d) => cells.values[d]![cells.codes[i * cells.dimCount + d]!]!);
}

/** Every cell's students per category name. */
export function countsByCategory(cells: StatCells): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < cells.length; i++) {
    const name = cells.categories[cells.category[i]!]!;
    counts.set(name, (counts.get(name) ?? 0) + cells.weight[i]!);
  }
  return counts;
}

/** The cells whose category `recode` maps to a category (others left out), recoded into `categories`. */
export function recodeCells(
  cells: StatCells,
  categories: readonly string[],
  recode: (category: string) => string | undefined,
): StatCells {
  const index = new Map(categories.map((c, i) => [c, i]));
  const to = cells.categories.map((c) => {
    const target = recode(c);
    return target === undefined ? -1 : (index.get(target) ?? -1);
  });
  const keep: number[] = [];
  for (let i = 0; i < cells.length; i++) if (to[cells.category[i]!]! >= 0) keep.push(i);
  const D = cells.dimCount;
  const codes = new Int32Array(keep.length * D);
  keep.forEach((i, j) => codes.set(cells.codes.subarray(i * D, i * D + D), j * D));
  return {
    dimCount: D,
    length: keep.length,
    codes,
    values: cells.values,
    category: Int32Array.from(keep, (i) => to[cells.category[i]!]!),
    categories,
    weight: Int32Array.from(keep, (i) => cells.weight[i]!),
  };
}
