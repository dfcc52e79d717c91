// What an intruder can work out exactly from shown figures by adding and subtracting them: a figure
// is recoverable when its vector (over the finest cells of the data) lies in the span of the shown
// figures' vectors. Gaussian elimination over doubles on 0/±1 systems of a few hundred rows is exact
// enough here (the pivots stay small integers and ratios of them).
export type Vector = number[];

const EPS = 1e-9;

export class Span {
  private readonly basis: { pivot: number; row: Vector }[] = [];

  /** Reduces v by the basis; returns what is left (all zeros: v is in the span). */
  reduce(v: Vector): Vector {
    const r = [...v];
    for (const { pivot, row } of this.basis) {
      const f = r[pivot]!;
      if (Math.abs(f) > EPS) for (let j = 0; j < r.length; j++) r[j]! -= f * row[j]!;
    }
    return r;
  }

  add(v: Vector): void {
    const r = this.reduce(v);
    const pivot = r.findIndex((x) => Math.abs(x) > EPS);
    if (pivot < 0) return;
    const p = r[pivot]!;
    const row = r.map((x) => x / p);
    // Keep the basis reduced: clear the new pivot column from the earlier rows.
    for (const b of this.basis) {
      const f = b.row[pivot]!;
      if (Math.abs(f) > EPS) for (let j = 0; j < row.length; j++) b.row[j]! -= f * row[j]!;
    }
    this.basis.push({ pivot, row });
  }

  contains(v: Vector): boolean {
    return this.reduce(v).every((x) => Math.abs(x) < 1e-7);
  }
}
