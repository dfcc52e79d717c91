#!/usr/bin/env node
// `npm run dev`: the fast loop. webpack rebuilds the client in development mode on every save (into
// dist-dev/, so the production build in dist/ stays as it is) and the server runs from its sources
// with tsx, restarting when a server file changes. The server serves dist-dev/ itself, so the app
// and the API share one origin: no proxy, cookies and CSRF work as in production. Reload the page
// to see a client change (a second or two after the save). Stop with Ctrl+C.
const { spawn } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '..');
const env = { ...process.env, STATIC_DIR: process.env.STATIC_DIR || path.join(root, 'dist-dev') };
const children = [
  spawn(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'development', '--watch', '--env', 'dist=dist-dev'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'server/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
