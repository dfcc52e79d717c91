#!/usr/bin/env node
// `npm run bench`: builds the app, the server and the SurveyJS reference page into a private
// temporary folder (never the shared dist/ or build/), runs every bench/*.bench.ts (each prints one
// JSON line per figure, see bench/support/report.ts), writes Markdown tables to
// bench/results/latest.md and prints them. Figures, not pass/fail: tests never assert wall-clock
// times. `npm run bench -- slides rules` runs only the benches whose file name contains a word.
// BENCH_SKIP_BUILD=1 reuses the last private build; BENCH_RESULTS writes the tables to another file
// (the suite's smoke run, test/e2e/bench/smoke.test.ts). Slow parts have knobs: see bench/README.md.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const dir = __dirname;
const root = path.resolve(dir, '..');
const only = process.argv.slice(2);
const buildDir = process.env.BENCH_BUILD_DIR || path.join(os.tmpdir(), 'lrc-bench-build');
const out = {
  dist: path.join(buildDir, 'dist'),
  server: path.join(buildDir, 'server'),
  surveyjs: path.join(buildDir, 'surveyjs'),
};

function step(label, command, args, env = {}) {
  process.stderr.write(`${label}…\n`);
  const r = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`${label} failed (exit ${r.status})`);
}

function build() {
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  step('building the app (webpack, production)', bin('webpack'), ['--mode', 'production', '--env', `dist=${out.dist}`]);
  step('building the server (tsc)', bin('tsc'), ['-p', 'tsconfig.server.json', '--outDir', out.server]);
  // The compiled server imports its packages (ESM too), which resolve from a node_modules beside it.
  fs.rmSync(path.join(out.server, 'node_modules'), { force: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(out.server, 'node_modules'), 'dir');
  step('building the SurveyJS reference page', bin('webpack'), ['--config', 'bench/surveyjs/webpack.config.js'], {
    SURVEYJS_OUT: out.surveyjs,
  });
}

const started = Date.now();
// The machine's load when the run began and ended (1-minute averages): timings taken while other work
// shares the cores say less, and the header says so.
const loadAtStart = os.loadavg()[0];
if (process.env.BENCH_SKIP_BUILD !== '1') build();
const env = {
  E2E_SERVER_ENTRY: path.join(out.server, 'server', 'server.js'),
  STATIC_DIR: out.dist,
  SURVEYJS_DIR: out.surveyjs,
};

const benches = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const rows = [];
const failures = [];
for (const file of benches) {
  const t0 = Date.now();
  process.stderr.write(`running ${file}…\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 20 * 60_000,
    env: { ...process.env, ...env },
  });
  for (const line of (r.stdout ?? '').split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    const row = JSON.parse(line);
    // Older benches print a flat {name, …} line: give it a section of its own.
    rows.push(row.section ? row : { section: `Other (${file})`, ...row });
  }
  if (r.status !== 0) failures.push(`${file}: exit ${r.status}${r.signal ? ` (${r.signal})` : ''}`);
  process.stderr.write(`${file} done in ${Math.round((Date.now() - t0) / 1000)} s\n`);
}

const fmt = (v) => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Math.round(v * 1000) / 1000);
  return String(v).replace(/\|/g, '\\|');
};

/** One table per section: figure, ours, SurveyJS, ratio, the other columns, target, met. */
function table(sectionRows) {
  const hasPair = sectionRows.some((r) => typeof r.ours === 'number' && typeof r.surveyjs === 'number');
  const skip = new Set(['section', 'name', 'ours', 'surveyjs', 'target', 'met']);
  const extra = [];
  for (const r of sectionRows) for (const k of Object.keys(r)) if (!skip.has(k) && !extra.includes(k)) extra.push(k);
  const hasOurs = sectionRows.some((r) => 'ours' in r);
  const hasSjs = sectionRows.some((r) => 'surveyjs' in r);
  const hasTarget = sectionRows.some((r) => 'target' in r);
  const head = [
    'figure',
    ...(hasOurs ? ['ours'] : []),
    ...(hasSjs ? ['SurveyJS'] : []),
    ...(hasPair ? ['ours ÷ SurveyJS'] : []),
    ...extra,
    ...(hasTarget ? ['target', 'met'] : []),
  ];
  const body = sectionRows.map((r) => {
    const ratio =
      typeof r.ours === 'number' && typeof r.surveyjs === 'number' && r.surveyjs !== 0
        ? `${(r.ours / r.surveyjs).toFixed(2)}×`
        : '';
    const met = r.met === undefined ? '' : r.met ? '✅ met' : '❌ not met';
    return [
      fmt(r.name),
      ...(hasOurs ? [fmt(r.ours)] : []),
      ...(hasSjs ? [fmt(r.surveyjs)] : []),
      ...(hasPair ? [ratio] : []),
      ...extra.map((k) => fmt(r[k])),
      ...(hasTarget ? [fmt(r.target), met] : []),
    ];
  });
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...body.map((cells) => `| ${cells.join(' | ')} |`),
  ];
}

const sections = [...new Set(rows.map((r) => r.section))];
const targets = rows.filter((r) => r.met !== undefined);
const lines = [
  '# Benchmarks',
  '',
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · ${Math.round(os.totalmem() / 2 ** 30)} GB · load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end · produced by \`npm run bench${only.length ? ` -- ${only.join(' ')}` : ''}\` in ${Math.round((Date.now() - started) / 1000)} s`,
  '',
  `Targets: ${targets.filter((r) => r.met).length} of ${targets.length} met.${failures.length ? ` Failed benches: ${failures.join('; ')}.` : ''}`,
  '',
];
for (const section of sections)
  lines.push(`## ${section}`, '', ...table(rows.filter((r) => r.section === section)), '');
// Sections this run did not produce (`npm run bench -- word` runs a few benches) keep the figures of
// the run that made them, marked as such, instead of disappearing from latest.md.
const latest = process.env.BENCH_RESULTS
  ? path.resolve(process.env.BENCH_RESULTS)
  : path.join(dir, 'results', 'latest.md');
if (fs.existsSync(latest)) {
  const previous = fs.readFileSync(latest, 'utf8').split(/^## /m).slice(1);
  const kept = previous.filter((block) => !sections.includes(block.split('\n')[0].replace(/ \(earlier run\)$/, '')));
  for (const block of kept) {
    const [title, ...rest] = block.trimEnd().split('\n');
    lines.push(`## ${title.replace(/ \(earlier run\)$/, '')} (earlier run)`, ...rest, '');
  }
}
fs.mkdirSync(path.dirname(latest), { recursive: true });
fs.writeFileSync(latest, lines.join('\n'));
console.log(lines.join('\n'));
if (failures.length) process.exit(1);
