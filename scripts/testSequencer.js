// The order jest starts test files in: the slowest first, so the two workers end together instead of
// one waiting while the other runs a long file that happened to start last. Jest's own sequencer
// already does this with the times in its cache, but a clean clone (CI) has no cache and falls back to
// file size, which says little (restoreDrill is short and among the slowest). So a file without a
// cached time takes its time from test/durations.json, which `SAVE_DURATIONS=1 npm run test:all`
// writes from a full run (scripts/test.js). A file in neither (a new one) runs first.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const root = path.join(__dirname, '..');
const DURATIONS = path.join(root, 'test', 'durations.json');

/** "project relative/path" → seconds, from the committed file (empty when it is missing or unreadable). */
function committed() {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS, 'utf8'));
  } catch {
    return {};
  }
}

const projectOf = (test) => {
  const name = test.context.config.displayName;
  return typeof name === 'string' ? name : (name?.name ?? '');
};

const keyOf = (project, file) => `${project} ${path.relative(root, file).split(path.sep).join('/')}`;

class SlowestFirst extends Sequencer {
  constructor(...args) {
    super(...args);
    this.seconds = committed();
  }

  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = this.seconds[keyOf(projectOf(test), test.path)];
    // jest's cache holds milliseconds.
    return seconds == null ? undefined : seconds * 1000;
  }
}

module.exports = SlowestFirst;
module.exports.keyOf = keyOf;
module.exports.DURATIONS = DURATIONS;
