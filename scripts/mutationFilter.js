// Jest's `filter` for `npm run mutation` (stryker.config.js): for a mutant, run only the test files that hold a
// test covering it. StrykerJS's jest runner narrows a mutant run by test *name* only; jest still loads every test
// file related to the mutated source (for expression.ts: all 34 engine test files, each with its own module
// registry), which cost most of the 10–20 s per mutant. The coverage per test is the one the initial test run
// collected (StrykerJS keeps it in its runner's state); scripts/mutationEnvironment.js noted each test's file.
// Whenever that is not known (the initial run, a mutant that runs when a module loads, a test without a noted
// file), every related file runs, as without this filter; MUTATION_FILTER_OFF=1 runs them always (to compare).
const fs = require('node:fs');
const path = require('node:path');
const { filesByTest } = require('./mutationEnvironment.js');

const messaging = path.join(
  path.dirname(require.resolve('@stryker-mutator/jest-runner/package.json')),
  'dist/src/jest-plugins/messaging.cjs',
);
// A test runner that StrykerJS restarts (after a timeout) keeps no state from the initial run: it reads this copy.
const saved = path.join(process.cwd(), '.mutation-coverage.json');

/** Per mutant id: the test files of its covering tests, or `all`. Taken once, before any mutant has run. */
let filesByMutant;

function fromInitialRun() {
  const coverage = require(messaging).state.instrumenterContext.mutantCoverage;
  if (!coverage || filesByTest.size === 0) return undefined;
  const byMutant = {};
  for (const id of Object.keys(coverage.static ?? {})) byMutant[id] = 'all';
  for (const [test, mutants] of Object.entries(coverage.perTest ?? {})) {
    const files = filesByTest.get(test);
    for (const id of Object.keys(mutants)) {
      if (byMutant[id] === 'all') continue;
      if (!files) byMutant[id] = 'all';
      else byMutant[id] = [...new Set([...(byMutant[id] ?? []), ...files])];
    }
  }
  fs.writeFileSync(saved, JSON.stringify(byMutant));
  return byMutant;
}

function load() {
  if (fs.existsSync(saved)) return JSON.parse(fs.readFileSync(saved, 'utf8'));
  return fromInitialRun();
}

module.exports = async function mutationFilter(testPaths) {
  const all = { filtered: testPaths };
  const id = process.env.__STRYKER_ACTIVE_MUTANT__;
  if (id === undefined || process.env.MUTATION_FILTER_OFF) return all;
  filesByMutant ??= load();
  const files = filesByMutant?.[id];
  if (!Array.isArray(files)) return all;
  const wanted = new Set(files);
  return { filtered: testPaths.filter((file) => wanted.has(file)) };
};
