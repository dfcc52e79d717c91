#!/usr/bin/env node
// `npm run backup -- FILE`, `npm run restore -- FILE [--force]`, `npm run retention [-- --dry-run]`: builds the server when needed
// (like `npm start`), then runs the command (server/ops/cli.ts).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const entry = path.join(root, 'build/server/server/ops/cli.js');
const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const full = path.join(dir, e.name);
    return Math.max(m, e.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }, 0);
if (!fs.existsSync(entry) || newest(path.join(root, 'server')) > fs.statSync(entry).mtimeMs) {
  const r = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
require(entry);
