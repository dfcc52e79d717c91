// What a full run prints after its tests: how long each phase took and the slowest test files, so a
// slowdown is seen the day it lands (issue 31). Reads what scripts/durationReporter.js wrote.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');

const pad = (text, width) => String(text).padEnd(width);

function printPhases(phases) {
  console.log('\n== phases (s)');
  for (const { name, seconds } of phases) console.log(`${pad(name, 28)} ${seconds.toFixed(0).padStart(6)}`);
}

function printSlowest(durationFiles, count) {
  const files = durationFiles
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')))
    .sort((a, b) => b.seconds - a.seconds);
  const byProject = new Map();
  for (const f of files) byProject.set(f.project, (byProject.get(f.project) ?? 0) + f.seconds);
  console.log('\n== test files per project (seconds summed over files; two workers run side by side)');
  for (const [project, seconds] of byProject) console.log(`${pad(project, 12)} ${seconds.toFixed(0).padStart(6)}`);
  console.log(`\n== the ${count} slowest test files`);
  for (const f of files.slice(0, count)) {
    console.log(
      `${f.seconds.toFixed(1).padStart(7)} s  ${pad(f.project, 10)} ${path.relative(root, f.path)} (${f.tests} tests)`,
    );
  }
}

module.exports = { printPhases, printSlowest };
