// Rule engine speed: reprocessing a 100-slide module config after one answer (what the client
// saga does after every save), in Node. Prints one JSON line for bench/run.js.
import { performance } from 'node:perf_hooks';
import { buildModule } from '../src/rules/contentFile';
import { processModule } from '../src/rules/engine';
import type { Answer } from '../src/rules/types';
import { bigModuleFile } from './fixtures/bigModule';

const { module, config } = buildModule(bigModuleFile(100), 900, () => null);

function answerFor(i: number): Answer {
  const slide = module.slides[i];
  const base: Answer = {
    question: slide.id, skip: false, options: [], option_values: {}, exclusive_option: null, value: null,
    sub_question_options: {}, sub_question_ranges: {}, sub_question_values: {},
  };
  if (slide.type === 'single-choice') return { ...base, options: [slide.options[i % 4].id] };
  if (slide.type === 'multiple-choice') return { ...base, options: [slide.options[1].id, slide.options[2].id] };
  return { ...base, value: slide.subtype === 'percentage' ? 55 : 3.5 };
}

// A half-finished test: 50 answers, then one more answer per iteration (as a student would).
const answers = module.slides.slice(0, 50).map((_, i) => answerFor(i));
const meta = { age: 17, gender: 'female' as const };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const coldStart = performance.now();
processModule(module, config, { answers, meta });
const cold = performance.now() - coldStart;

const times: number[] = [];
for (let iter = 0; iter < 2000; iter++) {
  const i = 50 + (iter % 50);
  const withOne = [...answers.filter((a) => a.question !== module.slides[i].id), answerFor(i)];
  const t0 = performance.now();
  processModule(module, config, { answers: withOne, meta });
  times.push(performance.now() - t0);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    name: 'rules.reprocess100',
    slides: module.slides.length,
    rules: config.rules.length,
    coldMs: cold,
    medianMs: median(times),
    p95Ms: sorted[Math.floor(sorted.length * 0.95)],
    runs: times.length,
  }),
);
