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

export class MemoryUserLimiter implements UserLimiter {
  private readonly hits = new Map<number, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(userId: number, wanted = 1): Promise<Grant> {
    const now = this.now();
    const list = (this.hits.get(userId) ?? []).filter((at) => at > now - this.windowMs);
    const granted = Math.max(0, Math.min(wanted, this.max - list.length));
    for (let i = 0; i < granted; i++) list.push(now);
    if (list.length > 0) this.hits.set(userId, list);
    else this.hits.delete(userId);
    // Bounded memory however many users write.
    if (this.hits.size > 100_000) this.prune(now);
    const retryAfterSeconds =
      granted < wanted && list.length > 0 ? Math.max(1, Math.ceil((list[0] + this.windowMs - now) / 1000)) : 0;
    return { granted, retryAfterSeconds };
  }

  private prune(now: number): void {
    for (const [user, list] of this.hits) if (!list.some((at) => at > now - this.windowMs)) this.hits.delete(user);
  }
}
