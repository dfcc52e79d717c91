// The sessions an instance has looked up, kept in memory so an authenticated request costs no query for
// its session (issue 35: GET /api/test/data in one round trip). It is only trusted while the instance
// hears every change (sessionChanges.ts listens on lrc_sessions, fed by the triggers of migration 017):
// while it does not, nothing is kept and every request reads the database, as before the cache.
import type { UserRow } from '../../db/schema';

export interface CachedSession {
  user: UserRow;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms of the last written last_seen_at. */
  lastSeen: number;
  twoFactorPending: boolean;
  imitatorId: number | null;
  imitator: UserRow | null;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export interface SessionCacheOptions {
  /** The most sessions kept; the oldest goes first. */
  maxEntries?: number;
  /** A kept session is read again after this long even if no change was heard (a safety net only). */
  maxAgeMs?: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Session hashes by user id (as the user or as the imitator), to drop a user's sessions at once. */
  private readonly byUser = new Map<number, Set<string>>();
  private trusted = false;
  private heardCount = 0;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(options: SessionCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  }

  /** Whether changes are heard; turning it off forgets everything. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    if (!trusted) this.clear();
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  /** Moves on every change heard: a lookup that saw it move keeps its answer to itself. */
  get changesHeard(): number {
    return this.heardCount;
  }

  get size(): number {
    return this.entries.size;
  }

  get(idHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (!this.trusted || now - entry.storedAt > this.maxAgeMs) {
      this.drop(idHash);
      return undefined;
    }
    return entry;
  }

  set(idHash: string, session: CachedSession, now: number): void {
    if (!this.trusted) return;
    this.drop(idHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.entries.set(idHash, { ...session, storedAt: now });
    for (const userId of [session.user.id, session.imitatorId]) {
      if (userId === null) continue;
      const hashes = this.byUser.get(userId) ?? new Set<string>();
      hashes.add(idHash);
      this.byUser.set(userId, hashes);
    }
  }

  /** The session wrote a new last_seen_at. */
  touched(idHash: string, lastSeen: number): void {
    const entry = this.entries.get(idHash);
    if (entry) entry.lastSeen = lastSeen;
  }

  /** A session this instance ended or changed itself. */
  dropSession(idHash: string): void {
    this.heardCount += 1;
    this.drop(idHash);
  }

  private drop(idHash: string): void {
    const entry = this.entries.get(idHash);
    if (!entry) return;
    this.entries.delete(idHash);
    for (const userId of [entry.user.id, entry.imitatorId]) {
      if (userId === null) continue;
      const hashes = this.byUser.get(userId);
      hashes?.delete(idHash);
      if (hashes?.size === 0) this.byUser.delete(userId);
    }
  }

  /** Every session of a user, as the user or as the imitator behind it. */
  dropUser(userId: number): void {
    this.heardCount += 1;
    for (const idHash of [...(this.byUser.get(userId) ?? [])]) this.drop(idHash);
  }

  clear(): void {
    this.entries.clear();
    this.byUser.clear();
  }

  /** A payload of the lrc_sessions channel: a user id, or '*' for everything. */
  heard(payload: string): void {
    this.heardCount += 1;
    if (/^\d+$/.test(payload)) this.dropUser(Number(payload));
    else this.clear();
  }
}
