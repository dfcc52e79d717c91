// Three projects: pure rules (node), client (jsdom + msw), server (node + real PGlite).
// End-to-end browser tests live in test/e2e and run in the e2e project (needs a build and Chromium).
const transform = { '^.+\\.[mc]?[jt]sx?$': 'babel-jest' };
const shared = {
  transform,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
module.exports = {
  projects: [
    { ...shared, displayName: 'rules', testEnvironment: 'node', testMatch: ['<rootDir>/test/rules/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft)/)'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/client/fileStub.js' },
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/server/env.ts'],
      // content-disposition (used by @fastify/static) and cookie (by light-my-request) ship ESM only;
      // Node 20 require()s them, jest cannot, so babel turns them into CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
    },
    { ...shared, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/test/e2e/**/*.test.ts'] },
  ],
};
