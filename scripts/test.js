#!/usr/bin/env node
// The test commands (README, "What is in the suite"):
//   npm test             rules, client and server on PGlite: no build, no browser (the everyday run)
//   npm run test:all     everything, what .ci/run calls: builds, then rules, client, server on PGlite
//                        and (with DATABASE_URL) on PostgreSQL on two workers, then the browser suites
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

// With a path given, one of the two runs of test:all may find nothing to run: that is not a failure.
const narrowed = mode === 'all' && jestArgs.length > 0 ? ['--passWithNoTests'] : [];
const runs = [];
// The paths go before the project list, which would take every argument behind it for a project's
// name (jest() ends the list with an option).
if (mode !== 'e2e') {
  const projects = ['rules', 'client', 'management', 'server', ...(postgres ? ['server-pg'] : [])];
  // `npm test -- --selectProjects client` picks its own projects.
  const chosen = jestArgs.includes('--selectProjects') ? [] : ['--selectProjects', ...projects];
  runs.push(jest('unit', [...narrowed, ...jestArgs, ...chosen]));
}
// The browser suites in a jest run of their own, two files at a time: each file owns its server,
// data folder, ports (support/server.ts claims them) and display. Measured on a quiet two-core
// machine: one at a time 516 s, two 305 s, four 323 s (the machine is full at two).
if (mode !== 'unit') runs.push(jest('e2e', ['--maxWorkers=2', ...narrowed, ...jestArgs, '--selectProjects', 'e2e']));

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
