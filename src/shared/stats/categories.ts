// The categories a table counts (result ratings, or participation statuses), coarsened where a
// category is rare. A category with fewer than k students in the whole table (all schools) would be
// hidden in every group and so hide every group (disclosure control needs each category >= k in a
// shown group); merging it with its neighbour (global recoding, the handbook's first remedy) keeps
// the figures usable: 'warning' and 'bad' become 'warning+bad' ("Let op / Onvoldoende").

export interface CategoryPlan {
  /** The table's categories in order, merged ones named by their parts joined with '+'. */
  categories: string[];
  /** Raw category → the (possibly merged) category it is counted in. */
  categoryOf: Map<string, string>;
}

/**
 * `order`: every raw category in display order (good → bad). `counts`: students per raw category in
 * the whole table. Categories nobody is in are left out (a module that never says 'neutral').
 */
export function planCategories(order: readonly string[], counts: ReadonlyMap<string, number>, k: number): CategoryPlan {
  let groups = order.filter((c) => (counts.get(c) ?? 0) > 0).map((c) => ({ parts: [c], n: counts.get(c)! }));
  for (;;) {
    if (groups.length < 2) break;
    let smallest = -1;
    groups.forEach((g, i) => {
      if (g.n < k && (smallest < 0 || g.n < groups[smallest]!.n)) smallest = i;
    });
    if (smallest < 0) break;
    // Merge with the next category (the previous for the last one): neighbours are alike.
    const other = smallest + 1 < groups.length ? smallest + 1 : smallest - 1;
    const [a, b] = [Math.min(smallest, other), Math.max(smallest, other)];
    const merged = { parts: [...groups[a]!.parts, ...groups[b]!.parts], n: groups[a]!.n + groups[b]!.n };
    groups = [...groups.slice(0, a), merged, ...groups.slice(b + 1)];
  }
  const categories = groups.map((g) => g.parts.join('+'));
  const categoryOf = new Map<string, string>();
  groups.forEach((g, i) => g.parts.forEach((p) => categoryOf.set(p, categories[i]!)));
  return { categories, categoryOf };
}
