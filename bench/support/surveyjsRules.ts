// SurveyJS's side of the rule benchmark: the same module converted (bench/surveyjs/convert.ts),
// evaluated two ways after each answer: (1) its expression engine directly — ExpressionRunner for
// computed values, norms and counts in order, ConditionRunner for every rule, visibility and result
// condition, each compiled once, like our cached jexl; (2) a whole survey Model, where setValue
// re-runs its calculated values and visibleIf conditions itself (what a SurveyJS page does).
import { performance } from 'node:perf_hooks';
import { ConditionRunner, ExpressionRunner, Model } from 'survey-core';
import type { ContentFile } from '../../src/rules/contentFile';
import type { Answer, Slide } from '../../src/rules/types';
import { calculatedValues, toSurveyJson } from '../surveyjs/convert';
import { toSurveyExpression } from '../surveyjs/expression';
import { median, percentile } from './report';

type Values = Record<string, unknown>;

/** The SurveyJS value of our answer: option values instead of option ids. */
function valueOf(file: ContentFile, slide: Slide, answer: Answer): unknown {
  const content = file.module.slides.find((s) => s.name === slide.name);
  if (slide.type === 'range-value') return answer.value;
  const values = answer.options.map((id) => {
    const j =
      slide.type === 'single-choice' || slide.type === 'multiple-choice'
        ? slide.options.findIndex((o) => o.id === id)
        : -1;
    return content?.options?.[j]?.value ?? j;
  });
  return slide.type === 'multiple-choice' ? values : values[0];
}

export function runSurveyJs(file: ContentFile, slides: Slide[], answerFor: (i: number) => Answer, runs: number) {
  const json = toSurveyJson(file) as { pages: Array<{ visibleIf?: string }> };
  const coldStart = performance.now();
  const calcs = calculatedValues(file).map((c) => ({ name: c.name, runner: new ExpressionRunner(c.expression) }));
  const conditions = [
    ...(file.config.rules ?? []).map((r) => r.when),
    ...(file.config.result ?? []).map((r) => r.when),
  ].map((w) => new ConditionRunner(toSurveyExpression(w)));
  const visibility = json.pages.filter((p) => p.visibleIf).map((p) => new ConditionRunner(p.visibleIf as string));
  const evaluate = (values: Values) => {
    const scope: Values = { ...values };
    for (const c of calcs) scope[c.name] = c.runner.runValues(scope);
    let matched = 0;
    for (const c of conditions) if (c.runValues(scope)) matched += 1;
    for (const v of visibility) if (v.runValues(scope)) matched += 1;
    return matched;
  };
  const base: Values = { age: 17, gender: 'female' };
  slides.slice(0, 50).forEach((slide, i) => (base[slide.name] = valueOf(file, slide, answerFor(i))));
  evaluate(base);
  const coldMs = performance.now() - coldStart;

  const runnerTimes: number[] = [];
  for (let iter = 0; iter < runs; iter++) {
    const i = 50 + (iter % 50);
    const values = { ...base, [slides[i].name]: valueOf(file, slides[i], answerFor(i)) };
    const t0 = performance.now();
    evaluate(values);
    runnerTimes.push(performance.now() - t0);
  }

  const model = new Model(json);
  for (const [name, value] of Object.entries(base)) model.setValue(name, value);
  const modelTimes: number[] = [];
  for (let iter = 0; iter < runs; iter++) {
    const i = 50 + (iter % 50);
    const value = valueOf(file, slides[i], answerFor(i));
    // Alternate between the answer and no answer, so every setValue is a real change.
    const next = Math.floor(iter / 50) % 2 === 0 ? value : undefined;
    const t0 = performance.now();
    model.setValue(slides[i].name, next);
    modelTimes.push(performance.now() - t0);
  }

  return {
    expressions: calcs.length + conditions.length + visibility.length,
    coldMs,
    runnersMedianMs: median(runnerTimes),
    runnersP95Ms: percentile(runnerTimes, 0.95),
    modelMedianMs: median(modelTimes),
    modelP95Ms: percentile(modelTimes, 0.95),
  };
}
