// The jest projects: pure rules (node), client (jsdom + msw), server on PGlite (node + a real
// in-memory PGlite), server-pg (the same suites on PostgreSQL, when DATABASE_URL is set; with it, the
// request-surface suites marked describe.each(fastest) run there only) and e2e
// (the built app in real browsers). scripts/test.js runs the first four in one jest run on two
// workers, then e2e in a run of its own. docs/architecture.md, "Tests", says what runs where.
const fs = require('node:fs');
const path = require('node:path');

const transform = { '^.+\\.[mc]?[jt]sx?$': 'babel-jest' };
const shared = {
  transform,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // StrykerJS's sandboxes (`npm run mutation`) copy the project, package.json included, which jest would
  // otherwise report as a haste module naming collision. <rootDir> so the sandbox's own run still sees its files.
  modulePathIgnorePatterns: ['<rootDir>/\\.stryker-tmp/'],
};

const clientShared = {
  ...shared,
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|preact)/)'],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/client/fileStub.js' },
};

/** React's module names resolved to Preact's compatibility layer (CommonJS builds, for jest). */
const preactMapper = {
  '^react$': 'preact/compat',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react/jsx-runtime$': 'preact/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/jsx-runtime',
};

const serverShared = {
  ...shared,
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/server/globalSetup.ts',
  globalTeardown: '<rootDir>/test/server/globalTeardown.ts',
  // content-disposition (used by @fastify/static) and cookie (by light-my-request) ship ESM only;
  // Node 20 require()s them, jest cannot, so babel turns them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};

/** The server suites whose source matches `pattern`. */
function serverSuites(pattern) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.ts$/.test(entry.name) && pattern.test(fs.readFileSync(file, 'utf8'))) found.push(file);
    }
  };
  walk(path.join(__dirname, 'test', 'server'));
  return found.sort();
}

/** Suites that run against each back end (describe.each(backends)), PostgreSQL alone, or the fastest
 *  database at hand (describe.each(fastest) or FASTEST, test/server/helpers/backends.ts). */
const suitesWithPostgres = () => serverSuites(/describe\.each\((backends|fastest)\)|\bpostgres\b|\bFASTEST\b/);
/** Suites about the request surface, run once: on PostgreSQL when there is one (server-pg), else on PGlite. */
const suitesOnFastest = () => serverSuites(/describe\.each\(fastest\)/);
const escape = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  // Two cores: two workers. The server suites each hold their own database copy, so they run side by side.
  maxWorkers: 2,
  // Two workers on two cores beside PostgreSQL: a test (or hook) that takes 2 s alone can take 10 s
  // on a loaded machine. Nothing here measures time; this only keeps a slow machine from failing.
  // (A global option: jest ignores it inside a project.) Files that set their own keep theirs.
  testTimeout: 30_000,
  // A worker's memory grows with every file it runs (jest's module registry per file under
  // --experimental-vm-modules is not all given back): in a full run one worker reached 5 GB of RSS and
  // the next file died with "Jest worker ran out of memory". Past this, the worker is replaced after the
  // file it is on (a global option too).
  workerIdleMemoryLimit: '1536MB',
  projects: [
    { ...shared, displayName: 'rules', testEnvironment: 'node', testMatch: ['<rootDir>/test/rules/**/*.test.ts'] },
    // The student app's tests render with Preact, as the student app ships (webpack.config.js).
    {
      ...clientShared,
      displayName: 'client',
      testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/client/management/'],
      moduleNameMapper: { ...clientShared.moduleNameMapper, ...preactMapper },
    },
    // The management site's tests render with React, as the management site ships.
    { ...clientShared, displayName: 'management', testMatch: ['<rootDir>/test/client/management/**/*.test.{ts,tsx}'] },
    {
      ...serverShared,
      displayName: 'server',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      // With PostgreSQL at hand, a describe.each(fastest) suite runs there (server-pg) and not here.
      testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL ? suitesOnFastest().map(escape) : [])],
      setupFiles: ['<rootDir>/test/server/envPglite.ts', '<rootDir>/test/server/env.ts'],
    },
    ...(process.env.DATABASE_URL
      ? [
          {
            ...serverShared,
            displayName: 'server-pg',
            testMatch: suitesWithPostgres(),
            setupFiles: ['<rootDir>/test/server/envPostgres.ts', '<rootDir>/test/server/env.ts'],
          },
        ]
      : []),
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/globalTeardown.ts',
    },
  ],
};
