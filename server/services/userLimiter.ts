// Per-user write budgets (tests stored, password changes): a sliding window of timestamps per user
// id, in this instance's memory. The interface is async and count-based on purpose, so it can move
// onto the database counters shared by all instances (limit_counters) without touching its callers.
export interface Grant {
  /** How many of the wanted actions may go ahead now (0..wanted); they are counted. */
  granted: number;
  /** When granted < wanted: seconds until the oldest counted action leaves the window. */
  retryAfterSeconds: number;
}

export interface UserLimiter {
  take(userId: number, wanted?: number): Promise<Grant>;
}

/** One user's counted hits: times[first..] are in the window, oldest first (earlier ones have left it). */
interface Hits {
  times: number[];
  first: number;
}

export class MemoryUserLimiter implements UserLimiter {
  private readonly hits = new Map<number, Hits>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(userId: number, wanted = 1): Promise<Grant> {
    const now = this.now();
    const since = now - this.windowMs;
    const hits = this.hits.get(userId) ?? { times: [], first: 0 };
    // Hits are added in time order, so those that left the window are at the front: a take costs the
    // hits that left since the last one, not every hit in the window (issue 35: with a raised budget one
    // user's thousands of finishes a minute made copying the window most of a finish's CPU).
    while (hits.first < hits.times.length && hits.times[hits.first] <= since) hits.first += 1;
    if (hits.first > 64 && hits.first * 2 > hits.times.length) {
      hits.times = hits.times.slice(hits.first);
      hits.first = 0;
    }
    const counted = hits.times.length - hits.first;
    const granted = Math.max(0, Math.min(wanted, this.max - counted));
    for (let i = 0; i < granted; i++) hits.times.push(now);
    if (counted + granted > 0) this.hits.set(userId, hits);
    else this.hits.delete(userId);
    // Bounded memory however many users write.
    if (this.hits.size > 100_000) this.prune(since);
    const retryAfterSeconds =
      granted < wanted && counted + granted > 0
        ? Math.max(1, Math.ceil((hits.times[hits.first] + this.windowMs - now) / 1000))
        : 0;
    return { granted, retryAfterSeconds };
  }

  private prune(since: number): void {
    for (const [user, hits] of this.hits) if (hits.times[hits.times.length - 1] <= since) this.hits.delete(user);
  }
}
