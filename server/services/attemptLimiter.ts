// Per-account attempt counting (the per-IP limits come from @fastify/rate-limit): a sliding window
// of timestamps per key such as 'login:anna@school.nl'. It lives in memory, so with several
// instances each counts on its own; the per-IP limit still applies everywhere.
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (list.length === 0) this.hits.delete(key);
    else this.hits.set(key, list);
    return list;
  }

  /** True when the key already used up its attempts in the window. */
  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.max;
  }

  record(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
    // Keeps memory bounded under a spray of made-up usernames.
    if (this.hits.size > 50_000) this.prune();
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private prune(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}
