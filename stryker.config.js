// StrykerJS over the rule engine core (`npm run mutation`): how many of the mutants it makes of the engine
// do the rules tests kill? Issue 33 asks for at least 90 %; bench/README.md says how the score is kept.
// One test process at a time (the machine is shared); the jest runner takes the `rules` project only.
const jestConfig = require('./jest.config.js');

const rules = jestConfig.projects.find((p) => p.displayName === 'rules');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
module.exports = {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    config: { ...rules, testTimeout: 30_000 },
    enableFindRelatedTests: true,
  },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  mutate: ['src/rules/{engine,expression,scope,norms,values,steps,bmi,slideValidation,placeholders,answerCheck}.ts'],
  // The sandbox needs the sources, the tests and the content they read; not the builds or reports.
  ignorePatterns: ['dist', 'dist-dev', 'build', 'coverage', 'test-results', 'reports', 'public', 'deploy', '.ci'],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  timeoutMS: 20_000,
};
