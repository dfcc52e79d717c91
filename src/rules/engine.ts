// processModule: (module, config, answers + meta) → ProcessedState. Pure and synchronous; the client runs it
// after every saved answer and the server runs it again on finish instead of trusting the client's result.
import { evaluate, evaluateNumber, isTrue } from './expression';
import { rateNorms, type NormOutcome } from './norms';
import { baseScope, type Scope } from './scope';
import type { Answer, Module, ModuleConfig, NormRule, ProcessedState, ResultRule, AttemptMeta } from './types';
import { NORM_RATINGS, isOneOf } from './values';

/** The student app's engine remembers expression results between runs (expression.ts, rememberResults). */
export { rememberResults } from './expression';

/** Fills scope.computed in declaration order, so later values may use earlier ones. */
function computeValues(config: ModuleConfig, scope: Scope): void {
  for (const [name, expression] of Object.entries(config.computed)) {
    scope.computed[name] = evaluateNumber(expression, scope);
  }
}

/** Ids of question slides that are skipped: named in skipSlides, or after the skip-to-end slide. */
function skippedQuestionIds(module: Module, skipSlides: Set<string>, skipToEndFrom: string | null): number[] {
  // No skip-to-end (null) matches no slide name: -1.
  const endIndex = module.slides.findIndex((s) => s.name === skipToEndFrom);
  return module.slides
    .filter((s, i) => s.category === 'question' && (skipSlides.has(s.name) || (endIndex >= 0 && i > endIndex)))
    .map((s) => s.id);
}

function resultValue(config: ModuleConfig, scope: Scope, trace?: EngineTrace): ResultRule['value'] {
  for (let i = 0; i < config.result.length; i++) {
    const rule = config.result[i];
    if (isTrue(rule.when, scope) && isOneOf(NORM_RATINGS, rule.value)) {
      if (trace) trace.resultRule = i;
      return rule.value;
    }
  }
  return 'neutral';
}

export type AttemptInput = { answers: Answer[]; meta: AttemptMeta };

/**
 * What made the outcome of the last pass (explain.ts turns it into reasons). Filled only when asked for,
 * so the normal path pays one `if` per rule and nothing else.
 */
export interface EngineTrace {
  /** Indexes into config.rules of the rules whose `when` was true. */
  firedRules: number[];
  /** Index into config.result of the rule that gave the result; null: none was true ('neutral'). */
  resultRule: number | null;
  /** Per norm, the rule (one of its entries) that gave the rating; null when none matched. */
  normRules: Record<string, NormRule | null>;
  /** Question ids whose answers were left out for the second pass (their slides are skipped). */
  droppedAnswers: number[];
}

/** The full scope of a test: answers and meta, then computed values, then norms and their counts. */
function fullScope(
  module: Module,
  config: ModuleConfig,
  test: AttemptInput,
  trace?: EngineTrace,
): { scope: Scope; norms: NormOutcome } {
  const scope = baseScope(module, test.answers, test.meta);
  computeValues(config, scope);
  const norms = rateNorms(config.norm, scope, trace?.normRules);
  scope.norm = norms.byName;
  scope.count_bad = norms.counts.bad;
  scope.count_warning = norms.counts.warning;
  scope.count_neutral = norms.counts.neutral;
  scope.count_good = norms.counts.good;
  return { scope, norms };
}

export function processModule(module: Module, config: ModuleConfig, test: AttemptInput): ProcessedState {
  return run(module, config, test);
}

/** processModule, and what made its outcome: for the editor's rule checker (explain.ts). Same results. */
export function processModuleTraced(
  module: Module,
  config: ModuleConfig,
  test: AttemptInput,
): { state: ProcessedState; trace: EngineTrace } {
  const trace: EngineTrace = { firedRules: [], resultRule: null, normRules: {}, droppedAnswers: [] };
  return { state: run(module, config, test, trace), trace };
}

function run(module: Module, config: ModuleConfig, test: AttemptInput, trace?: EngineTrace): ProcessedState {
  const first = processOnce(module, config, test, trace);
  const skipped = new Set(first.skipQuestionIds);
  if (!test.answers.some((a) => skipped.has(a.question))) return first;
  // Answers to skipped questions are left out when the test is finished, and the server recomputes from
  // what it receives; leaving them out here too makes the client show the result the server will store.
  const kept = test.answers.filter((a) => !skipped.has(a.question));
  if (trace) {
    trace.droppedAnswers = test.answers.filter((a) => skipped.has(a.question)).map((a) => a.question);
    trace.firedRules = [];
    trace.resultRule = null;
    trace.normRules = {};
  }
  return processOnce(module, config, { ...test, answers: kept }, trace);
}

function processOnce(module: Module, config: ModuleConfig, test: AttemptInput, trace?: EngineTrace): ProcessedState {
  const { scope, norms } = fullScope(module, config, test, trace);

  const skipSlides = new Set<string>();
  const skipTexts = new Set<string>();
  const shownTexts = new Set<string>();
  const offered = new Set<string>();
  const selected = new Set<string>();
  let skipToEndFrom: string | null = null;
  for (let i = 0; i < config.rules.length; i++) {
    const rule = config.rules[i];
    if (!isTrue(rule.when, scope)) continue;
    if (trace) trace.firedRules.push(i);
    rule.skip_slides?.forEach((n) => skipSlides.add(n));
    rule.skip_texts?.forEach((n) => skipTexts.add(n));
    rule.show_texts?.forEach((n) => shownTexts.add(n));
    rule.actions?.forEach((n) => offered.add(n));
    rule.select_actions?.forEach((n) => selected.add(n));
    if (skipToEndFrom === null && rule.skip_to_end_from) skipToEndFrom = rule.skip_to_end_from;
  }

  const actionOrder = config.actions.map((a) => a.name);
  return {
    skipSlides: module.slides.filter((s) => skipSlides.has(s.name)).map((s) => s.name),
    skipTexts: module.result_texts.filter((t) => skipTexts.has(t.name)).map((t) => t.name),
    skipQuestionIds: skippedQuestionIds(module, skipSlides, skipToEndFrom),
    skipToEndFrom,
    actions: actionOrder.filter((n) => offered.has(n)),
    resultTexts: module.result_texts.filter((t) => shownTexts.has(t.name) && !skipTexts.has(t.name)).map((t) => t.name),
    selectedActions: actionOrder.filter((n) => selected.has(n)),
    result: resultValue(config, scope, trace),
    computedResult: { ...scope.computed },
    normResult: norms.results,
  };
}

/** Evaluates one expression against the full scope of a test: for the debug bar and for tests. */
export function evaluateInAttempt(
  module: Module,
  config: ModuleConfig,
  test: AttemptInput,
  expression: string,
): unknown {
  return evaluate(expression, fullScope(module, config, test).scope);
}
