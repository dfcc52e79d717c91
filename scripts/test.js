#!/usr/bin/env node
// `npm test`: the whole suite, the way CI runs it. `SKIP_BUILD=1 npm test` reuses the last build.
// Builds the client and server first (the end-to-end tests drive the built app), then runs jest.
// `npm run test:unit` (--unit): rules, client and server, no build, no browser.
// `npm run test:e2e` (--e2e): builds, then only the browser tests.
// PGlite imports dynamically, which jest only allows with --experimental-vm-modules.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const args = process.argv.slice(2);
const unit = args.includes('--unit');
const e2e = args.includes('--e2e');
const jestArgs = [
  ...args.filter((arg) => arg !== '--unit' && arg !== '--e2e'),
  ...(unit ? ['--selectProjects', 'rules', 'client', 'server'] : []),
  ...(e2e ? ['--selectProjects', 'e2e'] : []),
];
// Only the browser tests drive the built app.
if (!unit && process.env.SKIP_BUILD !== '1') run('npm', ['run', '--silent', 'build']);
console.log(
  process.env.DATABASE_URL
    ? `Database back ends under test: PGlite and PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')})`
    : 'Database back ends under test: PGlite only (set DATABASE_URL to also test PostgreSQL)',
);
const resultFile = path.join(__dirname, '..', 'test-results', 'jest.json');
fs.mkdirSync(path.dirname(resultFile), { recursive: true });
fs.rmSync(resultFile, { force: true });
const jest = spawnSync(
  'node',
  [
    '--experimental-vm-modules',
    '--no-warnings',
    require.resolve('jest/bin/jest'),
    '--ci',
    '--json',
    `--outputFile=${resultFile}`,
    ...jestArgs,
  ],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
// The runner's summary line in the plain form CI reads ('Tests: N passed, N failed, N skipped').
if (fs.existsSync(resultFile)) {
  const r = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`Tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
}
process.exit(jest.status ?? 1);
