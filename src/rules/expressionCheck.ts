// The editor's check as you type (issue 33): one expression at one point of a module, with Dutch messages and,
// where the parser tells where, the position. The same rules as the content check on publish (validateConfig,
// referenceCheck): it does not parse, an unknown function, an unknown or later computed value, a norm where
// norms are not rated yet, an unknown question or sub-question. One more, as a warning: a name that is no part
// of the scope (`agee`) reads undefined, which the content check lets pass.
import { compileExpression, expressionAst, referencedNames, runtimeError, type AstNode } from './expression';
import { expressionReferences, nearest } from './referenceCheck';
import { baseScope } from './scope';
import { namesInScope, type ExpressionPoint } from './scopeNames';
import type { Module, ModuleConfig } from './types';

export interface ExpressionProblem {
  message: string;
  /** Character offsets [start, end) in the expression, when known. */
  start: number | null;
  end: number | null;
  /** 'error': refused on publish; 'warning': allowed, but probably not meant. */
  severity: 'error' | 'warning';
}

// `null` is a name jexl does not know, so it reads undefined, which compares equal to null: documented usage.
const ROOTS = ['age', 'gender', 'male', 'female', 'q', 'skipped', 'computed', 'norm', 'null'];
const COUNTS = ['count_bad', 'count_warning', 'count_neutral', 'count_good'];
const FUNCTION_NAMES = ['min', 'max', 'sum', 'count', 'round', 'abs'];

const problem = (
  message: string,
  start: number | null = null,
  end: number | null = start,
  severity: ExpressionProblem['severity'] = 'error',
): ExpressionProblem => ({ message, start, end, severity });

/** Offsets of the first `text`, or nulls. */
function locate(expression: string, text: string): [number | null, number | null] {
  // A text with quotes (`q.x['k']`) is looked for as written; anything else outside string literals.
  const blanked = /["']/.test(text)
    ? expression
    : expression.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (s) => ' '.repeat(s.length));
  const at = blanked.indexOf(text);
  return at < 0 ? [null, null] : [at, at + text.length];
}

const UNEXPECTED = ' unexpected in expression: ';

/** jexl's parse error in Dutch, with the place it names (the parser passes the text read up to the bad token). */
function parseProblem(expression: string, error: string): ExpressionProblem {
  const lead = expression.length - expression.trimStart().length;
  const unexpectedAt = error.indexOf(UNEXPECTED);
  if (error.startsWith('Token ') && unexpectedAt >= 0) {
    const read = error.slice(unexpectedAt + UNEXPECTED.length);
    const raw = error.slice('Token '.length, error.lastIndexOf(' (', unexpectedAt));
    const end = lead + read.length - (raw.length - raw.trimEnd().length);
    const start = end - raw.trimEnd().length;
    return problem(`'${raw.trim()}' verwacht je hier niet (teken ${start + 1})`, start, end);
  }
  const END = 'Unexpected end of expression: ';
  if (error.startsWith(END)) {
    // Inside brackets the parser stops at the closing one: the text read ends with it.
    const read = error.slice(END.length).trimEnd();
    if (read.length < expression.trim().length) {
      const at = lead + read.length - 1;
      return problem(`er ontbreekt iets vóór '${expression[at]}' (teken ${at + 1})`, at, at + 1);
    }
    return problem('de expressie is niet af: er ontbreekt iets aan het eind', expression.length);
  }
  const invalid = /^Invalid expression token: (.*)$/s.exec(error);
  if (invalid) {
    const [start, end] = locate(expression, invalid[1]);
    return problem(`'${invalid[1]}' is geen geldig teken of woord hier`, start, end);
  }
  return problem(`de expressie klopt niet (${error})`);
}

/** Brackets jexl 2.3 leaves unclosed ("(1" parses), with the offset of the culprit. */
function bracketProblem(expression: string): ExpressionProblem | null {
  const blanked = expression.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (s) => ' '.repeat(s.length));
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const open: Array<{ ch: string; at: number }> = [];
  for (let i = 0; i < blanked.length; i++) {
    const ch = blanked[i];
    if (ch === '(' || ch === '[' || ch === '{') open.push({ ch, at: i });
    else if (ch in pairs && open.pop()?.ch !== pairs[ch])
      return problem(`'${ch}' sluit niets dat open staat (teken ${i + 1})`, i, i + 1);
  }
  const last = open.pop();
  return last ? problem(`'${last.ch}' wordt niet gesloten (teken ${last.at + 1})`, last.at, last.at + 1) : null;
}

/** Identifiers read from the top of the scope (`agee`, not `q.x`'s `x`), each once. */
function rootNames(ast: AstNode): string[] {
  const found = new Set<string>();
  const visit = (node: AstNode): void => {
    if (node.type === 'Identifier' && !node.from && !node.relative) found.add(String(node.value));
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach((c) => isNode(c) && visit(c));
      else if (isNode(child)) visit(child);
    }
  };
  visit(ast);
  return [...found];
}

const isNode = (v: unknown): v is AstNode =>
  typeof v === 'object' && v !== null && typeof (v as AstNode).type === 'string';

/** Offsets of `root.name` or `root['name']` in the expression. */
const locateMember = (expression: string, root: string, name: string): [number | null, number | null] => {
  const dotted = new RegExp(`(?<![\\w.$])${root}\\s*\\.\\s*${name.replace(/[$]/g, '\\$')}(?![\\w$])`).exec(expression);
  if (dotted) return [dotted.index, dotted.index + dotted[0].length];
  return locate(expression, `${root}['${name}']`);
};

/** Offsets of `name` read as a name of its own (not `q.name`, not inside a longer word or a string). */
function locateWord(expression: string, name: string): [number | null, number | null] {
  const blanked = expression.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (s) => ' '.repeat(s.length));
  const found = new RegExp(`(?<![\\w.$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`).exec(blanked);
  return found ? [found.index, found.index + name.length] : [null, null];
}

/** Every problem of `expression` at `point`, errors first; empty when it is fine. */
export function checkExpressionAt(
  module: Module,
  config: ModuleConfig,
  point: ExpressionPoint,
  expression: string,
): ExpressionProblem[] {
  if (typeof expression !== 'string' || expression.trim() === '') return [problem('vul een expressie in', 0)];
  try {
    compileExpression(expression);
  } catch (e) {
    return [parseProblem(expression, e instanceof Error ? e.message : String(e))];
  }
  const brackets = bracketProblem(expression);
  if (brackets) return [brackets];

  const problems: ExpressionProblem[] = [];
  const warnings: ExpressionProblem[] = [];
  const failure = runtimeError(expression, baseScope(module, [], { age: null, gender: null }));
  const unknownFunction = failure ? /(\S+) is not defined/.exec(failure) : null;
  if (unknownFunction) {
    const [start, end] = locate(expression, `${unknownFunction[1]}(`);
    const near = nearest(unknownFunction[1], FUNCTION_NAMES);
    problems.push(
      problem(
        `onbekende functie '${unknownFunction[1]}'${near ? `; bedoel je '${near}'?` : ` (bestaand: ${FUNCTION_NAMES.join(', ')})`}`,
        start,
        end === null ? null : end - 1,
      ),
    );
  }

  const references = expressionReferences(expression, module);
  for (const p of references.problems) {
    const ref = /^`([^`]+)`/.exec(p.message)?.[1] ?? '';
    const [start, end] = locate(expression, ref);
    problems.push(problem(p.message, start, end));
  }
  for (const w of references.warnings) {
    const ref = /^`([^`]+)`/.exec(w.message)?.[1] ?? '';
    const [start, end] = locate(expression, ref);
    warnings.push(problem(w.message, start, end, 'warning'));
  }

  const visible = namesInScope(module, config, point);
  const computedSeen = new Set(visible.filter((n) => n.kind === 'computed').map((n) => n.name));
  for (const name of referencedNames(expression, 'computed')) {
    if (computedSeen.has(`computed.${name}`)) continue;
    const [start, end] = locateMember(expression, 'computed', name);
    const later = name in config.computed;
    const message = later
      ? `computed.${name} wordt pas later berekend; een berekende waarde ziet alleen de waarden erboven`
      : `geen berekende waarde (computed) met de naam '${name}'${suggest(name, Object.keys(config.computed))}`;
    problems.push(problem(message, start, end));
  }
  const rated = point.kind === 'rule' || point.kind === 'result';
  for (const name of referencedNames(expression, 'norm')) {
    const [start, end] = locateMember(expression, 'norm', name);
    if (!rated)
      problems.push(
        problem(`norm.${name}: normen zijn hier nog niet beoordeeld (alleen in regels en resultaat)`, start, end),
      );
    else if (!(name in config.norm))
      problems.push(problem(`geen norm met de naam '${name}'${suggest(name, Object.keys(config.norm))}`, start, end));
  }

  const ast = expressionAst(expression);
  const known = [...ROOTS, ...(rated ? COUNTS : [])];
  for (const name of ast ? rootNames(ast) : []) {
    if (known.includes(name)) continue;
    const [start, end] = locateWord(expression, name);
    const message = COUNTS.includes(name)
      ? `${name} telt normen en bestaat alleen in regels en resultaat`
      : `onbekende naam '${name}'${suggest(name, known)}; die is altijd leeg`;
    warnings.push(problem(message, start, end, 'warning'));
  }
  return [...problems, ...warnings];
}

const suggest = (name: string, known: string[]): string => {
  const near = nearest(name, known);
  return near ? `; bedoel je '${near}'?` : '';
};
