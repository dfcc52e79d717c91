// Computed values are evaluated in declaration order, so a value may use earlier ones. PostgreSQL's jsonb
// does not keep an object's key order (it sorts keys by length, then bytes): a config read back from a
// jsonb column has `inhaalslaap` before the `slaap_weekend` it uses, and the engine then computes it from
// nothing. dependencyOrder puts every value after the computed values it names, keeping the given order
// where it can; for a config that passes the content check (every reference to an earlier value) it gives
// an order with the same results as the file's. Pure.

const REFERENCE = /\bcomputed\.([A-Za-z_][A-Za-z0-9_]*)/g;

export function dependencyOrder(computed: Record<string, string>): Record<string, string> {
  const pending = Object.entries(computed);
  const placed = new Map<string, string>();
  const needs = new Map(
    pending.map(([name, expression]) => [
      name,
      [...expression.matchAll(REFERENCE)].map((m) => m[1]).filter((n) => n !== name && n in computed),
    ]),
  );
  while (pending.length > 0) {
    const next = pending.findIndex(([name]) => needs.get(name)!.every((n) => placed.has(n)));
    // A cycle (refused by the content check anyway): keep the rest as given.
    const [entry] = pending.splice(next < 0 ? 0 : next, 1);
    placed.set(entry[0], entry[1]);
  }
  return Object.fromEntries(placed);
}
