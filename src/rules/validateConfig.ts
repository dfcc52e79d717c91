// Checks a module and its config when content is loaded: every message names the thing that is wrong,
// so a typo in a content file is rejected at seed time instead of silently never matching.
import { parseError, referencedNames, runtimeError } from './expression';
import { baseScope, type Scope } from './scope';
import { validateModuleSlides } from './validateStructure';
import { isNormTitle } from './norms';
import type { Module, ModuleConfig, NormEntry, NormRule } from './types';
import { NORM_RATINGS, isOneOf } from './values';
const META = ['age', 'gender'];

interface Names {
  slides: Set<string>;
  questions: Set<string>;
  texts: Set<string>;
  actions: Set<string>;
  norms: Set<string>;
  /** The scope of an empty test, to catch what only shows at run time (unknown functions). */
  trial: Scope;
}

/** Checks that an expression parses and that q./skipped./computed./norm. names exist. */
function checkExpression(
  where: string,
  expression: unknown,
  names: Names,
  computedKnown: Set<string>,
  normsAvailable: boolean,
): string[] {
  if (typeof expression !== 'string') return [`${where}: expression missing`];
  const error = parseError(expression);
  if (error) return [`${where}: expression "${expression}" does not parse (${error})`];
  const failure = runtimeError(expression, names.trial);
  const problems: string[] = failure ? [`${where}: expression "${expression}" fails (${failure})`] : [];
  for (const root of ['q', 'skipped']) {
    for (const n of referencedNames(expression, root)) {
      if (!names.questions.has(n)) problems.push(`${where}: "${expression}" refers to unknown question ${root}.${n}`);
    }
  }
  for (const n of referencedNames(expression, 'computed')) {
    if (!computedKnown.has(n)) {
      problems.push(`${where}: "${expression}" refers to unknown or later computed value computed.${n}`);
    }
  }
  for (const n of referencedNames(expression, 'norm')) {
    if (!normsAvailable) problems.push(`${where}: "${expression}" uses norm.${n}, but norms are not rated yet here`);
    else if (!names.norms.has(n)) problems.push(`${where}: "${expression}" refers to unknown norm norm.${n}`);
  }
  return problems;
}

function checkNames(where: string, list: unknown, known: Set<string>, kind: string): string[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return [`${where}: must be a list of ${kind} names`];
  return list.filter((n) => !known.has(n)).map((n) => `${where}: unknown ${kind} "${String(n)}"`);
}

function checkNormRule(where: string, rule: NormRule): string[] {
  const problems: string[] = [];
  if (!isOneOf(NORM_RATINGS, rule.rating)) problems.push(`${where}: unknown norm rating "${String(rule.rating)}"`);
  if (typeof rule.start !== 'number' || typeof rule.end !== 'number')
    problems.push(`${where}: start and end must be numbers`);
  else if (rule.start > rule.end) problems.push(`${where}: start ${rule.start} is greater than end ${rule.end}`);
  if (rule.gender !== undefined && rule.gender !== null && rule.gender !== 'male' && rule.gender !== 'female') {
    problems.push(`${where}: unknown gender "${String(rule.gender)}"`);
  }
  if (typeof rule.min_age === 'number' && typeof rule.max_age === 'number' && rule.min_age > rule.max_age) {
    problems.push(`${where}: min_age ${rule.min_age} is greater than max_age ${rule.max_age}`);
  }
  return problems;
}

function checkNorm(name: string, entries: NormEntry[], names: Names, computed: Set<string>): string[] {
  if (!Array.isArray(entries)) return [`norm ${name}: must be a list`];
  const problems: string[] = [];
  if (entries.filter(isNormTitle).length > 1) problems.push(`norm ${name}: more than one title entry`);
  for (const entry of entries.filter(isNormTitle)) {
    if (entry.unit !== undefined && entry.unit !== 'hours')
      problems.push(`norm ${name}: unknown unit "${String(entry.unit)}"`);
  }
  if (!entries.some((e) => !isNormTitle(e))) problems.push(`norm ${name}: has no rules`);
  entries.forEach((entry, i) => {
    if (isNormTitle(entry)) return;
    const where = `norm ${name}[${i}]`;
    problems.push(...checkExpression(`${where}.value`, entry.value, names, computed, false));
    problems.push(...checkNormRule(where, entry));
  });
  return problems;
}

export function validateModuleConfig(module: Module, config: ModuleConfig): string[] {
  const problems: string[] = validateModuleSlides(module);
  const names: Names = {
    slides: new Set(module.slides.map((s) => s.name)),
    questions: new Set(module.slides.filter((s) => s.category === 'question').map((s) => s.name)),
    texts: new Set(module.result_texts.map((t) => t.name)),
    actions: new Set(config.actions.map((a) => a.name)),
    norms: new Set(Object.keys(config.norm)),
    trial: baseScope(module, [], { age: null, gender: null }),
  };
  if (config.name !== module.name) problems.push(`config name "${config.name}" does not match module "${module.name}"`);
  for (const m of config.required_meta) if (!META.includes(m)) problems.push(`required_meta: unknown "${String(m)}"`);

  const seenActions = new Set<string>();
  for (const a of config.actions) {
    if (!a.name || !a.title) problems.push(`action "${a.name ?? ''}": name and title are required`);
    if (seenActions.has(a.name)) problems.push(`duplicate action name "${a.name}"`);
    seenActions.add(a.name);
  }

  const computedSoFar = new Set<string>();
  for (const [name, expression] of Object.entries(config.computed)) {
    problems.push(...checkExpression(`computed ${name}`, expression, names, computedSoFar, false));
    computedSoFar.add(name);
  }
  for (const [name, entries] of Object.entries(config.norm)) {
    problems.push(...checkNorm(name, entries, names, computedSoFar));
  }
  config.rules.forEach((rule, i) => {
    const where = `rules[${i}]`;
    problems.push(...checkExpression(`${where}.when`, rule.when, names, computedSoFar, true));
    problems.push(...checkNames(`${where}.skip_slides`, rule.skip_slides, names.slides, 'slide'));
    problems.push(...checkNames(`${where}.skip_texts`, rule.skip_texts, names.texts, 'result text'));
    problems.push(...checkNames(`${where}.show_texts`, rule.show_texts, names.texts, 'result text'));
    problems.push(...checkNames(`${where}.actions`, rule.actions, names.actions, 'action'));
    problems.push(...checkNames(`${where}.select_actions`, rule.select_actions, names.actions, 'action'));
    if (rule.skip_to_end_from !== undefined && !names.slides.has(rule.skip_to_end_from)) {
      problems.push(`${where}.skip_to_end_from: unknown slide "${rule.skip_to_end_from}"`);
    }
  });
  config.result.forEach((rule, i) => {
    problems.push(...checkExpression(`result[${i}].when`, rule.when, names, computedSoFar, true));
    if (!isOneOf(NORM_RATINGS, rule.value)) problems.push(`result[${i}]: unknown result value "${String(rule.value)}"`);
  });
  return problems;
}
