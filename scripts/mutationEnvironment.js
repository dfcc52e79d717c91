// The jest environment of `npm run mutation` (stryker.config.js): jest's node environment that also notes which
// test file each test lives in, by the name StrykerJS gives a test (its describe blocks and its own name). With
// that, scripts/mutationFilter.js can run a mutant's covering tests by loading only their files. Jest loads this
// module in the runner's own process (`runInBand`), so the note is there for the filter to read.
const { TestEnvironment } = require('jest-environment-node');

/** A test's name as StrykerJS's jest runner writes it (mixin-jest-environment.cjs): the describe names, then its own. */
function fullName(test) {
  const names = [test.name];
  for (let block = test.parent; block?.parent; block = block.parent) names.unshift(block.name);
  return names.join(' ').trim();
}

/** Test name → the test files that hold a test of that name. On the process's global object: StrykerJS loads this
 *  module from the project folder, jest from the sandbox copy, and the two are different module instances. */
const key = Symbol.for('mutation.filesByTest');
const filesByTest = (globalThis[key] ??= new Map());

class MutationEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  handleTestEvent(event) {
    if (event.name !== 'test_start') return;
    const name = fullName(event.test);
    if (!filesByTest.has(name)) filesByTest.set(name, new Set());
    filesByTest.get(name).add(this.testPath);
  }
}

module.exports = MutationEnvironment;
module.exports.filesByTest = filesByTest;
