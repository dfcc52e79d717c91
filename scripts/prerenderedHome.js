// The prerendered logged-out home page and the inline logged-in hint for index.html (webpack.config.js),
// from scripts/prerender.js in a process of its own (it runs the app's TypeScript through tsx).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

/** { html, hintScript, afterPaintScript, afterPaintAttribute }; throws when the render fails, so a broken page never ships silently. */
function prerenderedHome() {
  const r = spawnSync(process.execPath, [path.join(__dirname, 'prerender.js')], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`prerendering the home page failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

module.exports = { prerenderedHome };
