// The names an expression may use at one point of a module (docs/rules.md "Scope", "Availability"), for the
// editor's autocompletion: computed values see answers, meta and the computed values written before them; norm
// values see all computed values; rules and results see everything, norms and their counts included.
import { subQuestionKeys } from './referenceCheck';
import type { Module, ModuleConfig, Slide } from './types';

/** Where an expression sits: a computed value (by name; a new name sees every computed value), a norm row, a rule or a result rule. */
export type ExpressionPoint =
  { kind: 'computed'; name: string } | { kind: 'norm' } | { kind: 'rule' } | { kind: 'result' };

export type ScopeNameKind =
  'meta' | 'question' | 'sub_question' | 'skipped' | 'computed' | 'norm' | 'count' | 'function';

export interface ScopeName {
  /** What is typed: `q.sport`, `q.slaap.school`, `computed.x`, `norm.y`, `age`, `min`. */
  name: string;
  kind: ScopeNameKind;
  /** A Dutch explanation for the list (the question text, the option values, what a function does). */
  detail: string;
}

const META: ScopeName[] = [
  { name: 'age', kind: 'meta', detail: 'leeftijd 15–23 (23 = 23 jaar of ouder); 18 zolang onbekend' },
  { name: 'gender', kind: 'meta', detail: "'male', 'female', 'other' of null" },
  { name: 'male', kind: 'meta', detail: 'true bij een jongen, en zolang het geslacht onbekend is' },
  { name: 'female', kind: 'meta', detail: 'true bij een meisje' },
];

const FUNCTIONS: ScopeName[] = [
  { name: 'min', kind: 'function', detail: 'min(…): de kleinste van getallen of lijsten (null telt niet mee)' },
  { name: 'max', kind: 'function', detail: 'max(…): de grootste van getallen of lijsten (null telt niet mee)' },
  { name: 'sum', kind: 'function', detail: 'sum(…): de som van getallen of lijsten (null telt niet mee)' },
  { name: 'count', kind: 'function', detail: 'count(lijst): het aantal gekozen opties' },
  { name: 'round', kind: 'function', detail: 'round(x, decimalen?): afgerond' },
  { name: 'abs', kind: 'function', detail: 'abs(x): de absolute waarde' },
];

const COUNTS = ['bad', 'warning', 'neutral', 'good'] as const;
const RATING_WORD = { bad: 'Onvoldoende', warning: 'Let op', neutral: 'Neutraal', good: 'Goed' } as const;

/** Whether a `q.x.key` name can be written with a dot (else `q.x['key']`). */
const isIdentifier = (s: string): boolean => /^[A-Za-z_$][\w$]*$/.test(s);
const member = (base: string, key: string): string => (isIdentifier(key) ? `${base}.${key}` : `${base}['${key}']`);

function questionDetail(slide: Slide): string {
  const options = slide.options.map((o) => `${o.name} = ${o.value ?? '–'}`).join(', ');
  switch (slide.type) {
    case 'single-choice':
      return `${slide.text} (één keuze: ${options})`;
    case 'multiple-choice':
      return `${slide.text} (lijst van gekozen waarden: ${options})`;
    case 'bmi':
      return `${slide.text} (BMI, één decimaal; null buiten 10–50)`;
    case 'oorcheck':
      return `${slide.text} (0 = onvoldoende, 1 = goed)`;
    default:
      return slide.subtype === 'quarter-hour-range'
        ? `${slide.text} (uren van begin tot eind)`
        : `${slide.text} (getal${slide.value_label ? ` in ${slide.value_label}` : ''})`;
  }
}

function questionNames(module: Module): ScopeName[] {
  const names: ScopeName[] = [];
  for (const slide of module.slides) {
    if (slide.category !== 'question') continue;
    const q = member('q', slide.name);
    names.push({ name: q, kind: 'question', detail: questionDetail(slide) });
    if (slide.composite && slide.sub_questions.length > 0)
      slide.sub_questions.forEach((sub, i) =>
        names.push({ name: member(q, subQuestionKeys(slide)[i]), kind: 'sub_question', detail: sub.name }),
      );
    if (slide.skippable)
      names.push({ name: member('skipped', slide.name), kind: 'skipped', detail: `'${slide.text}' overgeslagen` });
  }
  return names;
}

/** The computed values a point sees: for a computed value those written before it. */
function visibleComputed(config: ModuleConfig, point: ExpressionPoint): string[] {
  const all = Object.keys(config.computed);
  if (point.kind !== 'computed') return all;
  const at = all.indexOf(point.name);
  return at < 0 ? all : all.slice(0, at);
}

/** Every name an expression at `point` may use, in the order: meta, questions, computed, norms, counts, functions. */
export function namesInScope(module: Module, config: ModuleConfig, point: ExpressionPoint): ScopeName[] {
  const computed = visibleComputed(config, point).map((name): ScopeName => ({
    name: member('computed', name),
    kind: 'computed',
    detail: config.computed[name],
  }));
  const rated = point.kind === 'rule' || point.kind === 'result';
  const norms: ScopeName[] = rated
    ? Object.entries(config.norm).map(([name, entries]) => {
        const title = entries.find((e) => 'title' in e && !('value' in e)) as { title: string } | undefined;
        return {
          name: member('norm', name),
          kind: 'norm',
          detail: `${title ? `${title.title}: ` : ''}'good', 'warning', 'neutral', 'bad' of null`,
        };
      })
    : [];
  const counts: ScopeName[] = rated
    ? COUNTS.map((c) => ({ name: `count_${c}`, kind: 'count', detail: `aantal normen met oordeel ${RATING_WORD[c]}` }))
    : [];
  return [...META, ...questionNames(module), ...computed, ...norms, ...counts, ...FUNCTIONS];
}

export interface Completion {
  /** The part of the text the chosen name replaces: [from, to). */
  from: number;
  to: number;
  options: ScopeName[];
}

/**
 * The names that complete what is typed before `cursor` (`q.sl` → `q.slaap`, `q.slaap.sch` → `q.slaap.school`).
 * Inside a string literal nothing is offered.
 */
export function completeAt(
  module: Module,
  config: ModuleConfig,
  point: ExpressionPoint,
  text: string,
  cursor: number,
): Completion {
  const before = text.slice(0, cursor);
  const quotes = (before.match(/(?<!\\)["']/g) ?? []).length;
  if (quotes % 2 === 1) return { from: cursor, to: cursor, options: [] };
  const typed = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.?$/.exec(before)?.[0] ?? '';
  const from = cursor - typed.length;
  const rest = /^[\w$]*/.exec(text.slice(cursor))?.[0] ?? '';
  const options = namesInScope(module, config, point).filter((n) => n.name.startsWith(typed));
  return { from, to: cursor + rest.length, options };
}
