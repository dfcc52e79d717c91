// PDF generation time (server/pdf, pdfkit), in Node: a results PDF of the fitheid module with its
// norm table, every result text and three actions, and a certificate listing all eight modules.
// Knob: BENCH_PDF_RUNS (default 30).
import { performance } from 'node:perf_hooks';
import { renderCertificatePdf } from '../server/pdf/certificatePdf';
import { renderResultPdf } from '../server/pdf/resultPdf';
import { buildModule } from '../src/rules/contentFile';
import { processModule } from '../src/rules/engine';
import { readContent } from './support/referenceServer';
import { envNumber, median, percentile, report, round } from './support/report';

const RUNS = envNumber('BENCH_PDF_RUNS', 30);

async function time(render: () => Promise<Buffer>) {
  const coldStart = performance.now();
  const first = await render();
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await render();
    times.push(performance.now() - t0);
  }
  return { cold, times, bytes: first.length };
}

async function main() {
  const file = readContent('01-fitheid.json');
  const { module, config } = buildModule(file, 1, () => null);
  const processed = processModule(module, config, { answers: [], meta: { age: 17, gender: 'female' } });
  const result = await time(() =>
    renderResultPdf({
      moduleTitle: module.title,
      date: '22-11-2026',
      result: 'warning',
      norms: processed.normResult,
      texts: file.module.result_texts.map((t) => ({ title: t.title, html: t.text })),
      actions: (config.actions ?? []).slice(0, 3).map((a) => a.title),
    }),
  );
  const titles = [
    '01-fitheid',
    '02-voeding',
    '03-slaap',
    '04-bmi',
    '05-alcohol',
    '06-gehoor',
    '07-stress',
    '08-roken',
  ].map((f) => readContent(`${f}.json`).module.title);
  const certificate = await time(() =>
    renderCertificatePdf({
      name: 'Sanne de Vries',
      school: 'Demo College',
      date: '22-11-2026',
      modules: titles.map((title) => ({ title, date: '21-11-2026' })),
    }),
  );
  const section = 'PDF generation in Node (pdfkit, ms)';
  for (const [name, r] of [
    ['Results PDF (fitheid, all texts)', result],
    ['Certificate (8 modules)', certificate],
  ] as const) {
    report({
      section,
      name,
      'median ms': round(median(r.times)),
      'p95 ms': round(percentile(r.times, 0.95)),
      'first (cold) ms': round(r.cold),
      'size KB': round(r.bytes / 1024),
      runs: RUNS,
    });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
