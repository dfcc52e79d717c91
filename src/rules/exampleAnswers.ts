// Example answer sets of the module editor (src/shared/management/moduleExample.ts): answers that name
// slides, options and sub-questions (by key, else by name) instead of ids, so they survive reordering.
// toEngineAnswers resolves them against a built module; outcomeOf runs the engine; outcomeChanges lists
// what differs from the expected outcome. Pure: the server's publish check and the editor's rule checker
// run the same code.
import { processModule } from './engine';
import type { Answer, AttemptMeta, Module, ModuleConfig, NormRating, Slide } from './types';

export interface ExampleAnswerInput {
  slide: string;
  skip?: boolean;
  options?: string[];
  texts?: Record<string, string>;
  value?: number | null;
  subOptions?: Record<string, string>;
  subRanges?: Record<string, number[]>;
  subValues?: Record<string, number>;
}

export interface ExampleOutcomeValue {
  result: NormRating;
  norms: Record<string, NormRating | null>;
  computed: Record<string, number | null>;
  resultTexts: string[];
  actions: string[];
  selectedActions: string[];
  skippedSlides: string[];
}

export interface OutcomeChange {
  part: keyof ExampleOutcomeValue;
  name: string;
  expected: unknown;
  actual: unknown;
}

const byKeyOrName = <T extends { key?: string; name: string }>(list: T[], ref: string): T | undefined =>
  list.find((x) => x.key === ref) ?? list.find((x) => x.name === ref);

/** A sub-question by key or name; BMI's raw inputs are addressed by their own ids ('-1', '-2'). */
function subId(slide: Slide, ref: string): number | string {
  if (/^-\d+$/.test(ref)) return Number(ref);
  const sub = byKeyOrName(slide.sub_questions, ref);
  return sub ? sub.id : `deelvraag '${ref}' bestaat niet in dia "${slide.name}"`;
}

function optionId(slide: Slide, ref: string): number | string {
  const option = byKeyOrName(slide.options, ref);
  return option ? option.id : `antwoord '${ref}' bestaat niet in dia "${slide.name}"`;
}

type Resolved = { answers: Answer[] } | { problem: string };

/** The engine's answers, or the Dutch reason why the example does not fit this module. */
export function toEngineAnswers(module: Module, answers: ExampleAnswerInput[]): Resolved {
  const out: Answer[] = [];
  for (const a of answers) {
    const slide = module.slides.find((s) => s.name === a.slide);
    if (!slide) return { problem: `dia "${a.slide}" bestaat niet (meer)` };
    const ids: number[] = [];
    for (const ref of a.options ?? []) {
      const id = optionId(slide, ref);
      if (typeof id === 'string') return { problem: id };
      ids.push(id);
    }
    const record = <V>(source: Record<string, V> | undefined, resolve: (ref: string) => number | string) => {
      const result: Record<number, V> = {};
      for (const [ref, value] of Object.entries(source ?? {})) {
        const id = resolve(ref);
        if (typeof id === 'string') return id;
        result[id] = value;
      }
      return result;
    };
    const optionValues = record(a.texts, (ref) => optionId(slide, ref));
    const subOptionRefs = record(a.subOptions, (ref) => subId(slide, ref));
    const subRanges = record(a.subRanges, (ref) => subId(slide, ref));
    const subValues = record(a.subValues, (ref) => subId(slide, ref));
    for (const r of [optionValues, subOptionRefs, subRanges, subValues])
      if (typeof r === 'string') return { problem: r };
    const subOptions: Record<number, number> = {};
    for (const [sub, ref] of Object.entries(subOptionRefs as Record<number, string>)) {
      const id = optionId(slide, ref);
      if (typeof id === 'string') return { problem: id };
      subOptions[Number(sub)] = id;
    }
    const exclusive = slide.options.find((o) => o.exclusive && ids.includes(o.id));
    out.push({
      question: slide.id,
      skip: a.skip ?? false,
      options: exclusive ? [] : ids,
      option_values: optionValues as Record<number, string>,
      exclusive_option: exclusive ? exclusive.id : null,
      value: a.value ?? null,
      sub_question_options: subOptions,
      sub_question_ranges: subRanges as Record<number, [number, number]>,
      sub_question_values: subValues as Record<number, number>,
    });
  }
  return { answers: out };
}

/** What the engine makes of the answers, in the parts an example checks. */
export function outcomeOf(
  module: Module,
  config: ModuleConfig,
  answers: Answer[],
  meta: AttemptMeta,
): ExampleOutcomeValue {
  const processed = processModule(module, config, { answers, meta });
  const skipped = new Set(processed.skipQuestionIds);
  return {
    result: processed.result,
    norms: Object.fromEntries(processed.normResult.map((n) => [n.name, n.result])),
    computed: { ...processed.computedResult },
    resultTexts: processed.resultTexts,
    actions: processed.actions,
    selectedActions: processed.selectedActions,
    skippedSlides: module.slides.filter((s) => skipped.has(s.id)).map((s) => s.name),
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const sameNumber = (a: unknown, b: unknown): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 : same(a, b);

/** Every difference between the expected and the actual outcome, part by part (and per norm / computed value). */
export function outcomeChanges(expected: ExampleOutcomeValue, actual: ExampleOutcomeValue): OutcomeChange[] {
  const changes: OutcomeChange[] = [];
  if (expected.result !== actual.result)
    changes.push({ part: 'result', name: '', expected: expected.result, actual: actual.result });
  for (const part of ['norms', 'computed'] as const) {
    const names = new Set([...Object.keys(expected[part]), ...Object.keys(actual[part])]);
    for (const name of names) {
      const e = (expected[part] as Record<string, unknown>)[name];
      const a = (actual[part] as Record<string, unknown>)[name];
      if (!sameNumber(e, a)) changes.push({ part, name, expected: e ?? null, actual: a ?? null });
    }
  }
  for (const part of ['resultTexts', 'actions', 'selectedActions', 'skippedSlides'] as const) {
    if (!same(expected[part], actual[part]))
      changes.push({ part, name: '', expected: expected[part], actual: actual[part] });
  }
  return changes;
}
