// StrykerJS over the rule engine core (`npm run mutation`, scripts/mutation.js): how many of the mutants it makes
// of the engine do the engine's tests kill? Issue 33 asks for at least 90 %; bench/README.md says how the score is
// kept. One test process at a time (the machine is shared); the jest runner takes the engine's tests (below) only.
// scripts/mutation.js names the report and incremental file (STRYKER_REPORT_NAME: `all`, or `partial-<words>` for a
// run over some files), so a second run tests only the mutants whose code or covering tests changed.
// Speed: per mutant, jest loads only the test files that hold a test covering it (scripts/mutationFilter.js); what
// costs is loading test files (each has its own module registry), not running the tests.
const jestConfig = require('./jest.config.js');

const rules = jestConfig.projects.find((p) => p.displayName === 'rules');
const name = process.env.STRYKER_REPORT_NAME || 'all';
const engineTests = [
  'answerCheck',
  'answerCheckByType',
  'bmi',
  'content',
  'engine',
  'engineNames',
  'engineTrace',
  'expression',
  'expressionOperators',
  'normRows',
  'norms',
  'placeholderForms',
  'placeholders',
  'scope',
  'scopeAnswerValues',
  'scopeNames',
  'shippedResults',
  'slideValidation',
  'slideValidationEdges',
  'steps',
  'valueLists',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
module.exports = {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    // The engine's own tests: the files named after an engine module, the shipped content and answers run
    // through the engine (content, shippedResults). The tests of what is built on the engine (the editor's renames
    // and drafts, explain, the content checker, docs examples, lint and import checks) run it too, but slowly
    // (seconds a file) and would be loaded for nearly every mutant; they are not the engine's tests.
    config: {
      ...rules,
      // Stryker's runner lays this over jest.config.js, whose `projects` would otherwise run every project.
      projects: [],
      testMatch: engineTests.map((file) => `<rootDir>/test/rules/${file}.test.ts`),
      testTimeout: 30_000,
      // A mutant's run loads only the test files that hold a test covering it (both files say how).
      testEnvironment: './scripts/mutationEnvironment.js',
      filter: './scripts/mutationFilter.js',
    },
    enableFindRelatedTests: true,
  },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  // The engine core.
  mutate: [
    'src/rules/values.ts',
    'src/rules/steps.ts',
    'src/rules/bmi.ts',
    'src/rules/norms.ts',
    'src/rules/scope.ts',
    'src/rules/placeholders.ts',
    'src/rules/engine.ts',
    'src/rules/slideValidation.ts',
    'src/rules/expression.ts',
    'src/rules/answerCheck.ts',
  ],
  // The sandbox needs the sources, the tests and the content they read; not the builds or reports.
  ignorePatterns: ['dist', 'dist-dev', 'build', 'coverage', 'test-results', 'reports', 'public', 'deploy', '.ci'],
  reporters: ['clear-text', 'progress-append-only', 'json'],
  clearTextReporter: { allowColor: false, logTests: false },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  incrementalFile: `reports/mutation/incremental/${name}.json`,
  tempDirName: '.stryker-tmp',
  timeoutMS: 20_000,
  // The first run of all covering tests, on a machine other suites share, can take minutes.
  dryRunTimeoutMinutes: 30,
};
