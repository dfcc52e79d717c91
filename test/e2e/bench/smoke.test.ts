// Every bench/*.bench.ts started the way `npm run bench -- <name>` starts it, with its smallest knobs:
// it must start, finish and report at least one table row. A smoke run, so a bench that breaks is
// seen the day it breaks (issue 31: the 100-slide module's server had refused to start for days);
// never a time or a figure, those live in `npm run bench` (bench/results/latest.md, which this
// run never writes: BENCH_RESULTS sends the tables to a temporary file).
//
// It reuses the suite's own build (dist/ and build/server, or STATIC_DIR and E2E_SERVER_ENTRY as the
// other browser tests do); only the SurveyJS reference page is built here, in webpack's development
// mode (no minifier: the smoke run reads no figure), into a temporary folder. The benches run on PGlite
// (DATABASE_URL is not passed on: their PostgreSQL runs would double the time) and two at a time
// (BENCH_SMOKE_JOBS), the slowest first, so both cores work; each test waits for its bench's run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const benchDir = path.join(root, 'bench');

/**
 * The smallest knobs per bench (bench/README.md lists them). A new bench must be listed here, with
 * whatever makes it quick: the test 'every bench has smoke knobs' fails until it is.
 */
const SMOKE: Record<string, Record<string, string>> = {
  'bytes.bench.ts': { BENCH_BROTLI_QUALITY: '5' },
  'finishSize.bench.ts': {},
  'firstSchoolHour.bench.ts': {
    BENCH_SCHOOL_STUDENTS: '4',
    BENCH_SCHOOL_MINUTES: '0.05',
    BENCH_SCHOOL_ADDRESSES: '100',
    BENCH_SCHOOL_LOGIN_SECONDS: '0',
  },
  // One page: the logged-in overview goes through the session, the home page adds only a minute.
  'lighthouse.bench.ts': { BENCH_LIGHTHOUSE_RUNS: '1', BENCH_LIGHTHOUSE_PAGES: 'overview' },
  'oorcheckPrecision.bench.ts': { OORCHECK_BENCH_RUNS: '20' },
  'oorcheckSound.bench.ts': {},
  'pdf.bench.ts': { BENCH_PDF_RUNS: '1' },
  'queueReliability.bench.ts': { QUEUE_CYCLES: '1' },
  'rules.bench.ts': { BENCH_RULES_RUNS: '20' },
  'server.bench.ts': { BENCH_LOAD_SECONDS: '1', BENCH_CONNECTIONS: '2' },
  'slides.bench.ts': { BENCH_SLIDES: '10', BENCH_FIRST_RUNS: '1', BENCH_NEXT_RUNS: '1', BENCH_CPU_THROTTLE: '1' },
  'studentImport.bench.ts': { BENCH_IMPORT_ROWS: '20' },
  // Issue 34: a region of 2 schools, 200 students and 800 tests, each statistic called once, two account changes.
  'stats.bench.ts': { BENCH_STATS_SCALE: '0.002', BENCH_STATS_RUNS: '1', BENCH_STATS_CHANGES: '2' },
  // Issue 35: a school of 40 students and 20 elsewhere, each list call once.
  'managementLists.bench.ts': { BENCH_LISTS_STUDENTS: '40', BENCH_LISTS_OTHER_STUDENTS: '20', BENCH_LISTS_RUNS: '1' },
};

const benches = fs
  .readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
/** Started first, so the two lanes end together (the rest follow in name order). */
const SLOWEST = ['lighthouse.bench.ts', 'bytes.bench.ts', 'queueReliability.bench.ts', 'firstSchoolHour.bench.ts'];
/** The benches that load the SurveyJS reference page. */
const NEEDS_SURVEYJS = new Set(['bytes.bench.ts', 'slides.bench.ts']);
const JOBS = Math.max(1, Number(process.env.BENCH_SMOKE_JOBS) || 2);

/** How long one bench may take before it counts as hanging (not a time the test measures). */
const HANG_MS = 8 * 60_000;
// A test waits for its bench, which may wait for a lane.
jest.setTimeout(20 * 60_000);

interface Run {
  status: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  seconds: number;
}

/** Ends every process left in a group (none left: nothing to do). */
function killGroup(pid: number | undefined): void {
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    // nothing left
  }
}

/** Runs a command in a process group of its own, killed as a whole when it hangs or ends. Never rejects. */
function run(command: string, args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    const hang = setTimeout(() => {
      stderr += `\n(killed: still running after ${HANG_MS / 60_000} min)`;
      killGroup(child.pid);
    }, HANG_MS);
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-20_000)));
    const done = (status: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(hang);
      // A bench that crashed may leave its server behind (a child in its process group): end it.
      killGroup(child.pid);
      resolve({ status, signal, stderr, seconds: Math.round((Date.now() - started) / 1000) });
    };
    child.on('error', (e) => {
      stderr += String(e);
      done(null, null);
    });
    child.on('close', done);
  });
}

/** The environment the benches run in: this one, without the test runner's NODE_ENV=test or a PostgreSQL. */
function benchEnv(extra: Record<string, string>): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, ...extra };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  return env;
}

/** At most `jobs` tasks at a time, in the order they were handed in. */
function lanes(jobs: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= jobs) await new Promise<void>((go) => waiting.push(go));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

let work: string;
const runs = new Map<string, Promise<Run>>();

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-bench-smoke-'));
  // bench/run.js takes its build from BENCH_BUILD_DIR/{dist,server,surveyjs}: the suite's build, linked.
  const build = path.join(work, 'build');
  fs.mkdirSync(build);
  const entry = process.env.E2E_SERVER_ENTRY || path.join(root, 'build', 'server', 'server', 'server.js');
  const dist = path.resolve(root, process.env.STATIC_DIR || 'dist');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(dist, 'index.html')))
    throw new Error('No build: run `npm run build` first (the smoke run reuses dist/ and build/)');
  fs.symlinkSync(dist, path.join(build, 'dist'), 'dir');
  fs.symlinkSync(path.dirname(path.dirname(entry)), path.join(build, 'server'), 'dir');

  const lane = lanes(JOBS);
  const surveyjs = lane(() =>
    run(
      process.execPath,
      [
        path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'),
        '--config',
        'bench/surveyjs/webpack.config.js',
        '--mode',
        'development',
        '--devtool',
        'false',
      ],
      benchEnv({ SURVEYJS_OUT: path.join(build, 'surveyjs') }),
    ),
  );
  const order = [...SLOWEST.filter((f) => benches.includes(f)), ...benches.filter((f) => !SLOWEST.includes(f))];
  for (const file of order) {
    runs.set(
      file,
      lane(async () => {
        if (NEEDS_SURVEYJS.has(file)) {
          const built = await surveyjs;
          if (built.status !== 0)
            return { ...built, stderr: `building the SurveyJS reference page failed:\n${built.stderr}` };
        }
        return run(
          process.execPath,
          [path.join(benchDir, 'run.js'), file],
          benchEnv({
            ...SMOKE[file],
            BENCH_SKIP_BUILD: '1',
            BENCH_BUILD_DIR: build,
            BENCH_RESULTS: path.join(work, `${file}.md`),
          }),
        );
      }),
    );
  }
});

afterAll(async () => {
  const done = await Promise.all([...runs].map(async ([file, r]) => `${file} ${(await r).seconds} s`));
  process.stderr.write(`bench smoke run, seconds per bench (${JOBS} at a time): ${done.join(', ')}\n`);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

it('every bench has smoke knobs', () => {
  expect(benches.filter((f) => !(f in SMOKE))).toEqual([]);
  expect(Object.keys(SMOKE).filter((f) => !benches.includes(f))).toEqual([]);
});

/** The tables of a results file: section title → number of rows. */
function tables(markdown: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const block of markdown.split(/^## /m).slice(1)) {
    const [title, ...lines] = block.split('\n');
    // A table: a header row, the |---| row, then one line per reported row.
    out[title] = Math.max(0, lines.filter((l) => l.startsWith('|')).length - 2);
  }
  return out;
}

it.each(benches)('%s starts and reports', async (file) => {
  const r = await runs.get(file)!;
  const results = path.join(work, `${file}.md`);
  const markdown = fs.existsSync(results) ? fs.readFileSync(results, 'utf8') : '';
  // A bench that exits 1 after reporting (a target such as '0 lost' not met) says why in its table.
  const why =
    `${file} ${r.signal ? `was killed (${r.signal})` : `exited ${r.status}`}; its output:\n${r.stderr.slice(-6000)}` +
    (markdown ? `\nits tables:\n${markdown}` : '');
  if (r.status !== 0) throw new Error(why);
  const reported = tables(markdown);
  if (Object.keys(reported).length === 0) throw new Error(`${file} reported no rows; ${why}`);
  // Every section it reported has rows (bench/run.js writes a table per section of the JSON lines),
  // and no row holds NaN: a median of nothing, a walk that never got past its first slide.
  expect(Object.entries(reported).filter(([, rows]) => rows === 0)).toEqual([]);
  expect(markdown.split('\n').filter((line) => /\|\s*NaN\s*\|/.test(line))).toEqual([]);
});
