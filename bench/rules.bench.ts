// Rule engine speed: reprocessing a 100-slide module config after one answer (what the client
// saga does after every save), in Node, ours (processModule) vs SurveyJS's expression engine on the
// same conditions (bench/surveyjs/convert.ts): computed values, norms, counts, every rule's
// condition and every visibility condition, re-run after each answer. Prints JSON lines.
// Knob: BENCH_RULES_RUNS (2000), the answers timed on each side.
import { performance } from 'node:perf_hooks';
import { runSurveyJs } from './support/surveyjsRules';
import { envNumber, report, round } from './support/report';
import { buildModule } from '../src/rules/contentFile';
import { processModule } from '../src/rules/engine';
import type { Answer } from '../src/rules/types';
import { bigModuleFile } from './fixtures/bigModule';
import { emptyAnswer } from '../src/rules/emptyAnswer';

const { module, config } = buildModule(bigModuleFile(100), 900, () => null);

function answerFor(i: number): Answer {
  const slide = module.slides[i];
  const base: Answer = { ...emptyAnswer({ id: slide.id }) };
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
for (let iter = 0; iter < envNumber('BENCH_RULES_RUNS', 2000); iter++) {
  const i = 50 + (iter % 50);
  const withOne = [...answers.filter((a) => a.question !== module.slides[i].id), answerFor(i)];
  const t0 = performance.now();
  processModule(module, config, { answers: withOne, meta });
  times.push(performance.now() - t0);
}
const sorted = [...times].sort((a, b) => a - b);
const sjs = runSurveyJs(bigModuleFile(100), module.slides, answerFor, times.length);
const section = 'Rule evaluation in Node: reprocessing after one answer, 100-slide module (ms)';
report({
  section,
  name: 'Median per answer',
  ours: round(median(times), 3),
  surveyjs: round(sjs.runnersMedianMs, 3),
  'SurveyJS Model.setValue': round(sjs.modelMedianMs, 3),
  conditions: `${config.rules.length} rules; SurveyJS ${sjs.expressions} expressions`,
  runs: times.length,
});
report({
  section,
  name: 'p95 per answer',
  ours: round(sorted[Math.floor(sorted.length * 0.95)], 3),
  surveyjs: round(sjs.runnersP95Ms, 3),
  'SurveyJS Model.setValue': round(sjs.modelP95Ms, 3),
});
report({
  section,
  name: 'First run (cold, compiles expressions)',
  ours: round(cold, 3),
  surveyjs: round(sjs.coldMs, 3),
});
