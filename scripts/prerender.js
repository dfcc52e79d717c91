// Prints the prerendered logged-out home page (src/app/prerender/renderHome.tsx) as JSON for the
// student build (webpack.config.js puts it in index.html). Runs the app's TypeScript through tsx in a
// process of its own; the components' style sheets are webpack's business, here they are nothing.
require('tsx/cjs');
require.extensions['.css'] = (module) => {
  module.exports = {};
};
// What a browser-less render may ask of the browser: no window features, an unknown user agent
// (so no install instruction, which depends on the device and shows only once the app runs).
globalThis.window = {};
Object.defineProperty(globalThis, 'navigator', { value: { userAgent: '', maxTouchPoints: 0 }, configurable: true });
const { renderLoggedOutHome } = require('../src/app/prerender/renderHome.tsx');
const { SESSION_HINT_SCRIPT } = require('../src/shared/sessionHint.ts');
const { SCRIPTS_AFTER_PAINT_SCRIPT, AFTER_PAINT_ATTRIBUTE } = require('../src/shared/scriptsAfterPaint.ts');

process.stdout.write(
  JSON.stringify({
    html: renderLoggedOutHome(),
    hintScript: SESSION_HINT_SCRIPT,
    afterPaintScript: SCRIPTS_AFTER_PAINT_SCRIPT,
    afterPaintAttribute: AFTER_PAINT_ATTRIBUTE,
  }),
);
