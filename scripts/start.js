#!/usr/bin/env node
// `npm start`: builds the client and the server when no build exists (or it is older than the
// sources), then starts the server. A fresh clone needs nothing but `npm install` first.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const serverEntry = path.join(root, 'build/server/server/server.js');
const clientEntry = path.join(root, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function stale(output, sourceDirs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sourceDirs.some((d) => fs.existsSync(path.join(root, d)) && newestMtime(path.join(root, d)) > built);
}

function run(script) {
  const r = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (stale(clientEntry, ['src', 'public'])) {
  console.log('Building the client (webpack)…');
  run('build:client');
}
if (stale(serverEntry, ['server', 'src/rules', 'src/shared'])) {
  console.log('Building the server (tsc)…');
  run('build:server');
}
require(serverEntry);
