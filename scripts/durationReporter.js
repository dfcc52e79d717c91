// A jest reporter that writes each test file's project, seconds and test count to
// test-results/durations-<run>.json (JEST_DURATIONS_FILE), for the slowest-files table of a full run.
const fs = require('node:fs');

class DurationReporter {
  constructor() {
    this.files = [];
  }

  onTestResult(test, result) {
    const project = test.context.config.displayName;
    this.files.push({
      project: typeof project === 'string' ? project : (project?.name ?? ''),
      path: result.testFilePath,
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      tests: result.numPassingTests + result.numFailingTests + result.numPendingTests,
    });
  }

  onRunComplete() {
    const file = process.env.JEST_DURATIONS_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify(this.files, null, 1));
  }
}

module.exports = DurationReporter;
