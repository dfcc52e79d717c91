#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.ts (each prints one JSON line per figure), writes a
// Markdown table to bench/results/latest.md and prints it. Figures, not pass/fail: tests never
// assert wall-clock times.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const dir = __dirname;
const only = process.argv.slice(2);
const benches = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const rows = [];
for (const file of benches) {
  process.stderr.write(`running ${file}…\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    cwd: path.resolve(dir, '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 15 * 60_000,
  });
  if (r.status !== 0) {
    rows.push({ name: file, error: `exit ${r.status}` });
    continue;
  }
  for (const line of r.stdout.split('\n')) {
    if (line.trim().startsWith('{')) rows.push(JSON.parse(line));
  }
}

const fmt = (v) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(3)) : String(v));
const lines = [
  `# Benchmarks`,
  ``,
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
  ``,
  `| benchmark | figures |`,
  `|---|---|`,
  ...rows.map(({ name, ...rest }) => `| ${name} | ${Object.entries(rest).map(([k, v]) => `${k}: ${fmt(v)}`).join(', ')} |`),
  ``,
];
fs.mkdirSync(path.join(dir, 'results'), { recursive: true });
fs.writeFileSync(path.join(dir, 'results', 'latest.md'), lines.join('\n'));
console.log(lines.join('\n'));
if (rows.some((r) => r.error)) process.exit(1);
