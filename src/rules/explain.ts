// The rule checker of the module editor (issue 33): runs the engine on a module and a set of answers and says,
// for each outcome, which rule made it so. It runs processModuleTraced, the engine itself with a trace, so the
// state it shows is the state a student gets (test/rules/explain.test.ts compares them on every shipped module).
// Paths are JSON pointers into the module's content file (`/config/rules/2`), as the editor addresses fields.
import { processModuleTraced, type AttemptInput } from './engine';
import { DEFAULT_AGE } from './scope';
import type { Module, ModuleConfig, NormRule, ProcessedState, ResultRule } from './types';

/** A rule of config.rules or config.result. */
export interface RuleRef {
  /** Index in config.rules (or config.result). */
  index: number;
  /** '/config/rules/2' */
  path: string;
  when: string;
}

export type SkipReason =
  | { kind: 'skip_slides'; rule: RuleRef }
  /** The slide comes after `from`, where a rule sends the test to the end. */
  | { kind: 'skip_to_end'; rule: RuleRef; from: string };

export interface ExplainedNorm {
  name: string;
  /** The expression whose value was rated: the matching row's, else the first row's. */
  expression: string | null;
  value: number | null;
  rating: ProcessedState['normResult'][number]['result'];
  /** The row that gave the rating (index among the norm's entries, title entry included); null: none matched. */
  row: { index: number; path: string; rule: NormRule } | null;
}

export interface Explanation {
  /** Exactly what processModule returns for the same input. */
  state: ProcessedState;
  /** What the expressions saw: age 18 and gender null (counted as male) while unknown. */
  meta: { age: number; ageKnown: boolean; gender: AttemptInput['meta']['gender'] };
  /** Every rule of config.rules and whether its `when` was true (on the pass the state comes from). */
  rules: Array<RuleRef & { fired: boolean }>;
  /** Content slides left out of the test, in slide order, with every reason. */
  skippedSlides: Array<{ slide: string; reasons: SkipReason[] }>;
  /** Answers the engine ignored because their slide is skipped (it then ran again without them). */
  ignoredAnswers: string[];
  computed: Array<{ name: string; path: string; expression: string; value: number | null }>;
  norms: ExplainedNorm[];
  resultTexts: Array<{ text: string; shownBy: RuleRef[] }>;
  /** Texts a rule hides; `shownBy` lists the rules that would have shown it. */
  hiddenTexts: Array<{ text: string; hiddenBy: RuleRef[]; shownBy: RuleRef[] }>;
  actions: Array<{ action: string; offeredBy: RuleRef[] }>;
  selectedActions: Array<{ action: string; selectedBy: RuleRef[] }>;
  /** The result colour and the result rule that gave it (null: none was true, so 'neutral'). */
  result: { value: ResultRule['value']; rule: RuleRef | null };
}

const pointerPart = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

const ruleRef = (config: ModuleConfig, index: number): RuleRef => ({
  index,
  path: `/config/rules/${index}`,
  when: config.rules[index].when,
});

export function explainModule(module: Module, config: ModuleConfig, test: AttemptInput): Explanation {
  const { state, trace } = processModuleTraced(module, config, test);
  const fired = trace.firedRules.map((i) => ruleRef(config, i));
  const firedWith = (list: (rule: ModuleConfig['rules'][number]) => string[] | undefined, name: string): RuleRef[] =>
    fired.filter((r) => list(config.rules[r.index])?.includes(name));

  const skipToEnd = fired.find((r) => config.rules[r.index].skip_to_end_from);
  const endIndex = state.skipToEndFrom === null ? -1 : module.slides.findIndex((s) => s.name === state.skipToEndFrom);
  const skippedSlides = module.slides.flatMap((slide, i) => {
    const reasons: SkipReason[] = firedWith((r) => r.skip_slides, slide.name).map((rule) => ({
      kind: 'skip_slides' as const,
      rule,
    }));
    if (endIndex >= 0 && i > endIndex && skipToEnd)
      reasons.push({ kind: 'skip_to_end', rule: skipToEnd, from: state.skipToEndFrom as string });
    return reasons.length ? [{ slide: slide.name, reasons }] : [];
  });

  const slideOf = new Map(module.slides.map((s) => [s.id, s.name]));
  const norms = state.normResult.map((n): ExplainedNorm => {
    const entries = config.norm[n.name] ?? [];
    const rule = trace.normRules[n.name] ?? null;
    const firstRow = entries.find((e): e is NormRule => 'value' in e);
    const index = rule ? entries.indexOf(rule) : -1;
    return {
      name: n.name,
      expression: rule?.value ?? firstRow?.value ?? null,
      value: n.value,
      rating: n.result,
      row: rule ? { index, path: `/config/norm/${pointerPart(n.name)}/${index}`, rule } : null,
    };
  });

  return {
    state,
    meta: { age: test.meta.age ?? DEFAULT_AGE, ageKnown: test.meta.age !== null, gender: test.meta.gender ?? null },
    rules: config.rules.map((_, i) => ({ ...ruleRef(config, i), fired: trace.firedRules.includes(i) })),
    skippedSlides,
    ignoredAnswers: trace.droppedAnswers.map((id) => slideOf.get(id) ?? String(id)),
    computed: Object.entries(config.computed).map(([name, expression]) => ({
      name,
      path: `/config/computed/${pointerPart(name)}`,
      expression,
      value: state.computedResult[name] ?? null,
    })),
    norms,
    resultTexts: state.resultTexts.map((text) => ({ text, shownBy: firedWith((r) => r.show_texts, text) })),
    hiddenTexts: state.skipTexts.map((text) => ({
      text,
      hiddenBy: firedWith((r) => r.skip_texts, text),
      shownBy: firedWith((r) => r.show_texts, text),
    })),
    actions: state.actions.map((action) => ({ action, offeredBy: firedWith((r) => r.actions, action) })),
    selectedActions: state.selectedActions.map((action) => ({
      action,
      selectedBy: firedWith((r) => r.select_actions, action),
    })),
    result: {
      value: state.result,
      rule:
        trace.resultRule === null
          ? null
          : {
              index: trace.resultRule,
              path: `/config/result/${trace.resultRule}`,
              when: config.result[trace.resultRule].when,
            },
    },
  };
}
