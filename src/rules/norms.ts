// Norm rating: the first rule whose category (gender, age range, value range; all bounds inclusive) matches.
import { evaluateNumber } from './expression';
import type { Scope } from './scope';
import type { NormEntry, NormRating, NormResult, NormRule, NormTitle } from './types';

export const isNormTitle = (entry: NormEntry): entry is NormTitle =>
  typeof (entry as NormTitle).title === 'string' && (entry as NormRule).value === undefined;

export const normRules = (entries: NormEntry[]): NormRule[] => entries.filter((e): e is NormRule => !isNormTitle(e));

/** Whether a rule's category applies to this age and gender and its [start, end] range holds the value. */
export function normRuleMatches(rule: NormRule, value: number, age: number, gender: Scope['gender']): boolean {
  if (rule.gender && rule.gender !== gender) return false;
  // No age limit (null or absent) is an open end.
  if (age < (rule.min_age ?? -Infinity) || age > (rule.max_age ?? Infinity)) return false;
  return rule.start <= value && value <= rule.end;
}

/**
 * Gender used for matching: unknown gender counts as male, as in the starting scope
 * (male true, female false), so a table split by gender still rates before the post-slide.
 */
const matchGender = (scope: Scope): Scope['gender'] =>
  scope.gender === 'male' || scope.gender === 'female' ? scope.gender : scope.male ? 'male' : null;

/** `matched`, when given, receives the rule that gave the rating (null: none did); explain.ts reads it. */
export function rateNorm(
  name: string,
  entries: NormEntry[],
  scope: Scope,
  matched?: Record<string, NormRule | null>,
): NormResult {
  const titleEntry = entries.find(isNormTitle);
  const title = titleEntry?.title ?? null;
  const unit = titleEntry?.unit ? { unit: titleEntry.unit } : {};
  const rules = normRules(entries);
  // Rules of one norm usually share the value expression; evaluate each distinct one once.
  const values = new Map<string, number | null>();
  const valueOf = (expr: string): number | null => {
    if (!values.has(expr)) values.set(expr, evaluateNumber(expr, scope));
    return values.get(expr) ?? null;
  };
  const gender = matchGender(scope);
  let firstValue: number | null = rules.length ? valueOf(rules[0].value) : null;
  for (const rule of rules) {
    const value = valueOf(rule.value);
    if (value === null) continue;
    if (firstValue === null) firstValue = value;
    if (normRuleMatches(rule, value, scope.age, gender)) {
      if (matched) matched[name] = rule;
      return { name, title, value, result: rule.rating, ...unit };
    }
  }
  if (matched) matched[name] = null;
  return { name, title, value: firstValue, result: null, ...unit };
}

export interface NormOutcome {
  results: NormResult[];
  byName: Record<string, NormRating | null>;
  counts: Record<NormRating, number>;
}

export function rateNorms(
  norm: Record<string, NormEntry[]>,
  scope: Scope,
  matched?: Record<string, NormRule | null>,
): NormOutcome {
  const results = Object.entries(norm).map(([name, entries]) => rateNorm(name, entries, scope, matched));
  const byName: Record<string, NormRating | null> = {};
  const counts: Record<NormRating, number> = { bad: 0, warning: 0, neutral: 0, good: 0 };
  for (const r of results) {
    byName[r.name] = r.result;
    if (r.result) counts[r.result] += 1;
  }
  return { results, byName, counts };
}
