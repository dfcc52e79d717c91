#!/usr/bin/env node
// The test commands (README, "What is in the suite"):
//   npm test             rules, client and server on PGlite: no build, no browser (the everyday run)
//   npm run test:all     everything, what .ci/run calls: builds, then rules, client, server on PGlite,
//                        (with DATABASE_URL) on PostgreSQL and the browser suites, in one run on two workers
//   npm run test:e2e     builds, then only the browser suites
// Extra arguments go to jest (a path runs one file). SKIP_BUILD=1 reuses the last build.
// PGlite imports dynamically, which jest only allows with --experimental-vm-modules.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { printSlowest, printPhases } = require('./testReport');

const root = path.join(__dirname, '..');
const resultsDir = path.join(root, 'test-results');
const phases = [];

function timed(name, fn) {
  const started = Date.now();
  const result = fn();
  phases.push({ name, seconds: (Date.now() - started) / 1000 });
  return result;
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** One jest run; its JSON report lands in test-results/jest-NAME.json, its files' times in durations-NAME.json. */
function jest(name, args) {
  const outputFile = path.join(resultsDir, `jest-${name}.json`);
  const durations = path.join(resultsDir, `durations-${name}.json`);
  for (const file of [outputFile, durations]) fs.rmSync(file, { force: true });
  const r = timed(`jest: ${name}`, () =>
    spawnSync(
      'node',
      [
        '--experimental-vm-modules',
        '--no-warnings',
        require.resolve('jest/bin/jest'),
        '--ci',
        // Before the options that take lists (a list takes every argument behind it, paths too).
        ...args,
        '--json',
        `--outputFile=${outputFile}`,
        '--reporters=default',
        `--reporters=${path.join(__dirname, 'durationReporter.js')}`,
      ],
      { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'test', JEST_DURATIONS_FILE: durations } },
    ),
  );
  return { status: r.status ?? 1, outputFile, durations };
}

const args = process.argv.slice(2);
const mode = args.includes('--all') ? 'all' : args.includes('--e2e') ? 'e2e' : 'unit';
const jestArgs = args.filter((arg) => !['--all', '--e2e', '--unit'].includes(arg));
fs.mkdirSync(resultsDir, { recursive: true });

if (mode !== 'unit' && process.env.SKIP_BUILD !== '1') timed('build', () => run('npm', ['run', '--silent', 'build']));

const postgres = mode === 'all' && process.env.DATABASE_URL;
if (mode !== 'e2e') {
  console.log(
    postgres
      ? `Database back ends under test: PGlite and PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')})`
      : 'Database back ends under test: PGlite (npm run test:all with DATABASE_URL set adds PostgreSQL)',
  );
}

const runs = [];
const unitProjects = ['rules', 'client', 'management', 'server', ...(postgres ? ['server-pg'] : [])];
// `npm test -- --selectProjects client` picks its own projects. The list goes after the paths: it
// would take every argument behind it for a project's name (jest() ends it with an option).
const projects = (list) => (jestArgs.includes('--selectProjects') ? [] : ['--selectProjects', ...list]);
if (mode === 'all') {
  // Every project in one jest run on two workers, the slowest files first (scripts/testSequencer.js):
  // the browser suites (each owns its server, data folder, ports and display) start first and the
  // short unit files fill in around them, so no worker waits at the end of one phase for the other's
  // last long file before the next phase may start.
  runs.push(jest('all', [...jestArgs, ...projects([...unitProjects, 'e2e'])]));
} else if (mode === 'unit') {
  runs.push(jest('unit', [...jestArgs, ...projects(unitProjects)]));
} else {
  // Two browser suites at a time. Measured on a quiet two-core machine: one at a time 516 s, two
  // 305 s, four 323 s (the machine is full at two).
  runs.push(jest('e2e', ['--maxWorkers=2', ...jestArgs, '--selectProjects', 'e2e']));
}

// SAVE_DURATIONS=1: this run's seconds per file become the order of the next clean run
// (scripts/testSequencer.js), kept beside the figures of files this run did not run (while they
// exist); a full run on a quiet machine gives the truest figures.
if (process.env.SAVE_DURATIONS === '1') {
  const { keyOf, DURATIONS } = require('./testSequencer');
  const kept = fs.existsSync(DURATIONS) ? JSON.parse(fs.readFileSync(DURATIONS, 'utf8')) : {};
  const seconds = Object.fromEntries(
    Object.entries(kept).filter(([key]) => fs.existsSync(path.join(root, key.slice(key.indexOf(' ') + 1)))),
  );
  for (const file of runs.map((r) => r.durations).filter((f) => fs.existsSync(f))) {
    for (const { project, path: testPath, seconds: s } of JSON.parse(fs.readFileSync(file, 'utf8'))) {
      seconds[keyOf(project, testPath)] = Math.round(s * 10) / 10;
    }
  }
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 1)}\n`);
  console.log(`wrote ${Object.keys(sorted).length} files' seconds to ${path.relative(root, DURATIONS)}`);
}

const reports = runs
  .filter((r) => fs.existsSync(r.outputFile))
  .map((r) => JSON.parse(fs.readFileSync(r.outputFile, 'utf8')));
if (mode === 'all') {
  printPhases(phases);
  printSlowest(
    runs.map((r) => r.durations),
    20,
  );
}
// The runner's summary line in the plain form CI reads ('Tests: N passed, N failed, N skipped').
const sum = (key) => reports.reduce((total, r) => total + r[key], 0);
console.log(
  `Tests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, ${sum('numPendingTests') + sum('numTodoTests')} skipped`,
);
process.exit(runs.some((r) => r.status !== 0) ? 1 : 0);
