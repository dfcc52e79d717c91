#!/usr/bin/env node
// `npm run content:check FILE…` and `npm run content:load -- DIR`: builds the server when needed (like
// `npm start`), then runs the command (server/content/cli.ts).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const entry = path.join(root, 'build/server/server/content/cli.js');
const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const full = path.join(dir, e.name);
    return Math.max(m, e.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }, 0);
const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
if (
  ['server', 'src/rules', 'src/shared'].some(
    (d) => fs.existsSync(path.join(root, d)) && newest(path.join(root, d)) > built,
  )
) {
  const r = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// `content:load` passes 'load' first (package.json); everything else is a check.
if (process.argv[2] !== 'load') process.argv.splice(2, 0, 'check');
require(entry);
