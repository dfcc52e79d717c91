// Checks every `q.…` and `skipped.…` reference of a module's expressions against the module before anything
// runs: the slide must be a question, and a sub-question key read with `q.x.k` or `q.x['k']` must exist.
// A typo used to read null without a word; now the author reads
//   regel 3 · when: `q.afhankelijkheid['Sterke trek']` — geen subvraag met die sleutel; bedoel je 'sterke_trek'?
import type { ContentProblem } from './contentProblem';
import { expressionAst, type AstNode } from './expression';
import type { Module, ModuleConfig, Slide } from './types';

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The known name nearest to a typo, when it is near enough to be meant. */
export function nearest(wanted: string, known: string[]): string | null {
  const w = wanted.toLowerCase();
  let best: { name: string; d: number } | null = null;
  for (const name of known) {
    const n = name.toLowerCase();
    const d = n.startsWith(w) || w.startsWith(n) ? Math.abs(n.length - w.length) / 2 : distance(w, n);
    if (!best || d < best.d) best = { name, d };
  }
  return best && best.d <= Math.max(2, wanted.length / 3) ? best.name : null;
}

const suggestion = (wanted: string, known: string[]): string => {
  const near = nearest(wanted, known);
  if (near) return `; bedoel je '${near}'?`;
  return known.length ? ` (bestaand: ${known.map((k) => `'${k}'`).join(', ')})` : '';
};

/** The keys a composite slide's sub-questions are read by: the short key, else (older modules) the text. */
export const subQuestionKeys = (slide: Slide): string[] => slide.sub_questions.map((s) => s.key ?? s.name);

interface Reference {
  root: 'q' | 'skipped';
  slide: string;
  /** The sub-question key, when the expression reads one. */
  sub?: string;
  text: string;
}

const isRoot = (n: AstNode | undefined, root: string): boolean =>
  n?.type === 'Identifier' && n.value === root && !n.from;

/** The name a node reads from `root`: `root.x` or `root['x']`. */
function memberOf(node: AstNode | undefined, root: string): string | null {
  if (!node) return null;
  if (node.type === 'Identifier' && isRoot(node.from, root)) return String(node.value);
  if (node.type === 'FunctionCall' && node.name === '__index' && isRoot(node.args?.[0], root)) {
    const key = node.args?.[1];
    return key?.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
  }
  return null;
}

function subOf(node: AstNode): { parent: AstNode; key: string; bracket: boolean } | null {
  if (node.type === 'Identifier' && node.from) return { parent: node.from, key: String(node.value), bracket: false };
  if (node.type === 'FunctionCall' && node.name === '__index' && node.args?.[0]) {
    const key = node.args[1];
    if (key?.type === 'Literal' && typeof key.value === 'string')
      return { parent: node.args[0], key: key.value, bracket: true };
  }
  return null;
}

function references(ast: AstNode): Reference[] {
  const found: Reference[] = [];
  const visit = (node: AstNode, consumed: boolean): void => {
    if (!consumed) {
      const sub = subOf(node);
      for (const root of ['q', 'skipped'] as const) {
        const slideOfParent = sub ? memberOf(sub.parent, root) : null;
        if (sub && slideOfParent !== null) {
          const text = `${root}.${slideOfParent}${sub.bracket ? `['${sub.key}']` : `.${sub.key}`}`;
          found.push({ root, slide: slideOfParent, sub: sub.key, text });
          return;
        }
        const slide = memberOf(node, root);
        if (slide !== null) {
          found.push({ root, slide, text: `${root}.${slide}` });
          return;
        }
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach((c) => isNode(c) && visit(c, false));
      else if (isNode(child)) visit(child, false);
    }
  };
  visit(ast, false);
  return found;
}

const isNode = (v: unknown): v is AstNode =>
  typeof v === 'object' && v !== null && typeof (v as AstNode).type === 'string';

export interface ReferenceReport {
  problems: ContentProblem[];
  /** Sub-questions read by their visible text in a module that gives them keys. */
  warnings: ContentProblem[];
}

function checkOne(place: string, field: string, expression: string, module: Module, out: ReferenceReport): void {
  const ast = expressionAst(expression);
  if (!ast) return; // validateConfig reports expressions that do not parse
  const questions = module.slides.filter((s) => s.category === 'question');
  for (const ref of references(ast)) {
    const slide = questions.find((s) => s.name === ref.slide);
    const problem = (message: string): void => {
      out.problems.push({ place, field, message: `\`${ref.text}\` — ${message}` });
    };
    if (!slide) {
      const names = questions.map((s) => s.name);
      problem(`geen vraag met die naam${suggestion(ref.slide, names)}`);
      continue;
    }
    if (ref.sub === undefined) continue;
    if (ref.root === 'skipped') {
      problem('skipped geldt voor de hele vraag, niet voor een subvraag');
      continue;
    }
    if (slide.sub_questions.length === 0) {
      if (slide.type !== 'multiple-choice' || !/^\d+$/.test(ref.sub))
        problem(`vraag '${slide.name}' heeft geen subvragen`);
      continue;
    }
    const keys = subQuestionKeys(slide);
    if (keys.includes(ref.sub)) continue;
    const byText = slide.sub_questions.find((s) => s.name === ref.sub && s.key);
    if (byText) {
      out.warnings.push({
        place,
        field,
        message: `\`${ref.text}\` leest de subvraag met zijn tekst; gebruik de sleutel '${byText.key}'`,
      });
      continue;
    }
    problem(`geen subvraag met die sleutel${suggestion(ref.sub, keys)}`);
  }
}

/** Every reference of computed values, norm values, rules and results, checked against the module. */
export function checkReferences(module: Module, config: ModuleConfig): ReferenceReport {
  const out: ReferenceReport = { problems: [], warnings: [] };
  for (const [name, expression] of Object.entries(config.computed))
    checkOne(`computed "${name}"`, '', expression, module, out);
  for (const [name, entries] of Object.entries(config.norm))
    entries.forEach((entry, i) => {
      if ('value' in entry) checkOne(`norm "${name}"[${i}]`, 'value', entry.value, module, out);
    });
  config.rules.forEach((rule, i) => checkOne(`regel ${i + 1}`, 'when', rule.when, module, out));
  config.result.forEach((rule, i) => checkOne(`result ${i + 1}`, 'when', rule.when, module, out));
  return out;
}

/** The `q.…`/`skipped.…` problems and warnings of one expression (the editor's check as you type). */
export function expressionReferences(expression: string, module: Module): ReferenceReport {
  const out: ReferenceReport = { problems: [], warnings: [] };
  checkOne('', '', expression, module, out);
  return out;
}
