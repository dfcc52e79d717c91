// The statistics cache: the cells of a few school years (yearCells.ts) and the protected tables built
// from them (tables.ts), kept in memory between requests until the data under them changes. Building
// them is what costs (reading a region's tests, splitting every table into protected groups); a
// request on a kept year only picks out its group and counts it.
//
// Which changes matter is told by the database itself (migrations 019, 021, 022): a statement trigger
// on every table statistics read sends a notice on the channel lrc_stats, whichever code path (or an
// operator's psql) made the change: the span of times of the tests, skips or starts a statement added
// or removed; 'schools:12,15,-' for accounts or kept results of erased students, naming the schools
// whose accounts the statement touched ('-': no school); or '*' for anything else (module names, an
// update of a test, a TRUNCATE, a statement touching more schools than a notice names). A test
// finished today is after the cutoff of the running school year (its figures count up to the start
// of today) and of every closed one, so a school day of finishes drops nothing. After an account
// change a kept year is not dropped but reads only the named schools again (YearCells.withSchools):
// an edit of one student costs one school's reading, not the region's.
//
// Kept years are trusted only while the notices can be heard (changes.ts): before each request the
// listener is brought up to date (every notice committed before it has been applied), and without a
// listener (its connection lost) every request reads afresh. A year is dropped as soon as a notice
// touches its span; a read that started before the notice belonged to the dropped year, so the next
// request starts a new one. With STATS_DATABASE_URL (a replica) the notice comes from the primary
// and may arrive before the replica has the change: it is applied again after REPLICA_LAG_MS.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { readStudentClasses, type StudentClass } from './classes';
import { schoolsOf } from './schools';
import { YearCells } from './yearCells';

export const STATS_CHANNEL = 'lrc_stats';

/** School years kept at most (a dashboard reads three: its year and the two before, for the trend). */
export const MAX_KEPT_YEARS = 8;

/** A change heard on the primary is applied again this much later, for a replica that lags. */
export const REPLICA_LAG_MS = 30_000;

export interface StatsChanges {
  /** Resolves once every notice committed before the call has been applied; false: not listening. */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

export class StatsCache {
  private readonly years = new Map<string, YearCells>();
  private studentClasses: Promise<StudentClass[]> | null = null;
  private listening: Promise<StatsChanges | null> | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  /** For tests and the metrics of a run: years served from memory, years read, and years told to read schools again. */
  readonly counts = { kept: 0, read: 0, refreshed: 0 };

  /**
   * `listen`: starts hearing notices (called on first use), passing each to `heard`; null when it
   * cannot (nothing is kept then). `replica`: statistics read a database of their own.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly statsDb: Kysely<Database>,
    private readonly listen: (heard: (payload: string) => void) => Promise<StatsChanges | null>,
    private readonly replica: boolean,
  ) {}

  /**
   * The cells of a school year up to `cutoff`: kept ones when nothing since changed under them, else
   * new ones (read when first asked for). Call `fresh` once per request first.
   */
  year(year: number, cutoff: Date | null, fresh: boolean): YearCells {
    if (!fresh) {
      this.counts.read++;
      return new YearCells(this.statsDb, year, cutoff);
    }
    const key = `${year}|${cutoff?.getTime() ?? ''}`;
    let cells = this.years.get(key);
    if (cells) {
      this.counts.kept++;
      this.years.delete(key); // most recently used last
    } else {
      this.counts.read++;
      cells = new YearCells(this.statsDb, year, cutoff);
    }
    this.years.set(key, cells);
    for (const old of this.years.keys()) {
      if (this.years.size <= MAX_KEPT_YEARS) break;
      this.years.delete(old);
    }
    return cells;
  }

  /** Every class of students (classes.ts), from the main database like the other account data. */
  classes(fresh: boolean): Promise<StudentClass[]> {
    if (!fresh) return readStudentClasses(this.db);
    if (!this.studentClasses) {
      const read: Promise<StudentClass[]> = readStudentClasses(this.db).catch((err: unknown) => {
        if (this.studentClasses === read) this.studentClasses = null;
        throw err;
      });
      this.studentClasses = read;
    }
    return this.studentClasses;
  }

  /** Brings the cache up to date with every change committed so far; false: nothing may be kept. */
  async fresh(): Promise<boolean> {
    if (this.closed) return false;
    this.listening ??= this.listen((payload) => this.heard(payload)).catch(() => null);
    const changes = await this.listening;
    const ok = changes !== null && (await changes.caughtUp());
    if (!ok) this.forget('*');
    return ok;
  }

  /** The listener was lost: keep nothing until a new one hears again. */
  lost(): void {
    this.forget('*');
  }

  heard(payload: string): void {
    this.forget(payload);
    if (!this.replica || this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.forget(payload);
    }, REPLICA_LAG_MS);
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * '*': everything; 'from:to' (epoch ms): the years whose span holds a time in between; 'schools:…':
   * those schools' cells of every year (and the classes).
   */
  private forget(payload: string): void {
    const schools = schoolsOf(payload);
    if (schools) {
      this.studentClasses = null;
      for (const [key, cells] of this.years) {
        this.years.set(key, cells.withSchools(schools));
        this.counts.refreshed++;
      }
      return;
    }
    const span = /^(\d+):(\d+)$/.exec(payload);
    if (!span) {
      this.years.clear();
      this.studentClasses = null;
      return;
    }
    const [from, to] = [Number(span[1]), Number(span[2])];
    for (const [key, cells] of this.years)
      if (from < cells.to.getTime() && to >= cells.from.getTime()) this.years.delete(key);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.forget('*');
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const changes = await this.listening;
    await changes?.close();
  }
}
