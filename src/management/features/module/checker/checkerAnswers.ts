// The rule checker's answers are written as an example answer set is stored (moduleExample.ts):
// slides, options and sub-questions by name or key, never by id, so a set survives reordering.
// These pure functions turn them into the engine's answers for the draft as built now, and the
// engine's explanation into the outcome an example stores as expected.
import type { ExampleAnswer, ExampleOutcome } from '../../../../shared/management/moduleExample';
import type { Explanation } from '../../../../rules/explain';
import type { Answer, Module, Slide } from '../../../../rules/types';

const byKey = <T extends { key?: string; name: string }>(items: readonly T[], name: string): T | undefined =>
  items.find((item) => (item.key ?? item.name) === name) ?? items.find((item) => item.name === name);

/** The name an example uses for an option or sub-question: its key, else its text. */
export const exampleName = (item: { key?: string; name: string }): string => item.key ?? item.name;

function engineAnswer(slide: Slide, example: ExampleAnswer): Answer {
  const options = (example.options ?? []).flatMap((name) => byKey(slide.options, name)?.id ?? []);
  const exclusive = slide.options.find((o) => o.exclusive && options.includes(o.id));
  const record = <V>(source: Record<string, V> | undefined, value: (v: V) => V | undefined) =>
    Object.fromEntries(
      Object.entries(source ?? {}).flatMap(([name, v]) => {
        const sub = byKey(slide.sub_questions, name);
        const mapped = value(v);
        return sub && mapped !== undefined ? [[sub.id, mapped]] : [];
      }),
    );
  return {
    question: slide.id,
    skip: example.skip ?? false,
    options,
    option_values: Object.fromEntries(
      Object.entries(example.texts ?? {}).flatMap(([name, text]) => {
        const option = byKey(slide.options, name);
        return option ? [[option.id, text]] : [];
      }),
    ),
    exclusive_option: exclusive ? exclusive.id : null,
    value: example.value ?? null,
    sub_question_options: record(example.subOptions as Record<string, unknown> | undefined, (name) =>
      typeof name === 'string' ? byKey(slide.options, name)?.id : undefined,
    ) as Record<number, number>,
    sub_question_ranges: record(example.subRanges, (range) => range) as Record<number, [number, number]>,
    sub_question_values: record(example.subValues, (value) => value) as Record<number, number>,
  };
}

/** Answers for the slides the draft still has (an answer to a slide that is gone is left out). */
export function engineAnswers(module: Module, answers: readonly ExampleAnswer[]): Answer[] {
  return answers.flatMap((example) => {
    const slide = module.slides.find((s) => s.name === example.slide);
    return slide ? [engineAnswer(slide, example)] : [];
  });
}

/** What the engine made of the answers, as an example stores its expected outcome. */
export function outcomeOf(explanation: Explanation, module: Module): ExampleOutcome {
  const { state } = explanation;
  const shown = new Set(state.resultTexts);
  return {
    result: state.result,
    norms: Object.fromEntries(state.normResult.map((n) => [n.name, n.result])),
    computed: { ...state.computedResult },
    resultTexts: module.result_texts.map((r) => r.name).filter((name) => shown.has(name)),
    actions: [...state.actions],
    selectedActions: [...state.selectedActions],
    skippedSlides: explanation.skippedSlides.map((s) => s.slide),
  };
}

/** The example answer of one slide, replaced (or removed when `next` is null). */
export function withAnswer(
  answers: readonly ExampleAnswer[],
  slide: string,
  next: ExampleAnswer | null,
): ExampleAnswer[] {
  const rest = answers.filter((a) => a.slide !== slide);
  return next ? [...rest, next] : rest;
}
