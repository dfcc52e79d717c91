// The expression language of module configs: jexl (no eval, no new Function), compiled once per string.
// Null-safe on purpose: in plain JavaScript `null >= 0` is true and `null + 1` is 1, which would make an
// unanswered question look like an answer of 0. Here a comparison with null is false and arithmetic with
// null gives null (see docs/rules.md).
import jexlPackage from 'jexl';
import type { Grammar, JexlNode, Run } from './closures';
import { rememberingEvaluator } from './expressionMemo';

type Compiled = ReturnType<typeof jexlPackage.compile>;

const isMissing = (v: unknown): boolean => v === null || v === undefined;
// Number.isFinite is false for anything that is not a number.
const isFiniteNumber = (v: unknown): v is number => Number.isFinite(v);

function buildJexl(): typeof jexlPackage {
  const jexl = new jexlPackage.Jexl() as typeof jexlPackage;
  // Operands are typed number for the compiler; at run time strings compare as in JavaScript.
  type Op = (a: number, b: number) => unknown;
  const compare = (op: string, precedence: number, fn: Op): void =>
    jexl.addBinaryOp(op, precedence, (a: unknown, b: unknown) =>
      isMissing(a) || isMissing(b) ? false : fn(a as number, b as number),
    );
  compare('>', 20, (a, b) => a > b);
  compare('>=', 20, (a, b) => a >= b);
  compare('<', 20, (a, b) => a < b);
  compare('<=', 20, (a, b) => a <= b);
  const arithmetic = (op: string, precedence: number, fn: Op): void =>
    jexl.addBinaryOp(op, precedence, (a: unknown, b: unknown) =>
      isMissing(a) || isMissing(b) ? null : fn(a as number, b as number),
    );
  arithmetic('+', 30, (a, b) => a + b);
  arithmetic('-', 30, (a, b) => a - b);
  arithmetic('*', 40, (a, b) => a * b);
  arithmetic('/', 40, (a, b) => (b === 0 ? null : a / b));
  arithmetic('//', 40, (a, b) => (b === 0 ? null : Math.floor(a / b)));
  arithmetic('%', 50, (a, b) => (b === 0 ? null : a % b));
  arithmetic('^', 50, (a, b) => Math.pow(a, b));

  const numbers = (args: unknown[]): number[] => args.flat().filter(isFiniteNumber);
  jexl.addFunction('min', (...args: unknown[]) => (numbers(args).length ? Math.min(...numbers(args)) : null));
  jexl.addFunction('max', (...args: unknown[]) => (numbers(args).length ? Math.max(...numbers(args)) : null));
  jexl.addFunction('sum', (...args: unknown[]) => numbers(args).reduce((s, n) => s + n, 0));
  jexl.addFunction('count', (list: unknown) => (Array.isArray(list) ? list.length : 0));
  jexl.addFunction('round', (n: unknown, digits: unknown = 0) => {
    if (typeof n !== 'number') return null;
    const f = Math.pow(10, typeof digits === 'number' ? digits : 0);
    return Math.round(n * f) / f;
  });
  jexl.addFunction('abs', (n: unknown) => (typeof n === 'number' ? Math.abs(n) : null));
  jexl.addFunction(SAFE_INDEX, safeIndex);
  return jexl;
}

/**
 * `a['b']` in jexl throws on a null `a` (its `a.b` gives undefined): every bracket read is rewritten at
 * compile time into a call of this function, so both forms are null-safe as docs/rules.md promises.
 * A boolean key keeps jexl's filter meaning (`list[true]` is the list), as in jexl's own _filterStatic.
 */
const SAFE_INDEX = '__index';
function safeIndex(subject: unknown, key: unknown): unknown {
  if (typeof key === 'boolean') return key ? subject : undefined;
  if (subject === null || subject === undefined) return undefined;
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  return (subject as Record<string | number, unknown>)[key];
}

/** A node of jexl's syntax tree (the parts this file reads). */
export interface AstNode {
  type: string;
  value?: unknown;
  name?: string;
  pool?: string;
  relative?: boolean;
  from?: AstNode;
  subject?: AstNode;
  expr?: AstNode;
  args?: AstNode[];
  [key: string]: unknown;
}

/**
 * Every object below a node is walked by its own keys: a node, a list of nodes (a function's arguments, a list
 * literal) and an object literal's entries (a plain object of entry name to node), so a bracket read inside a
 * list or an object literal is rewritten too. Only a node has a `type` string, so only a node is rewritten.
 */
function rewriteBrackets(node: AstNode): AstNode {
  for (const [key, child] of Object.entries(node)) {
    if (typeof child === 'object' && child !== null) node[key] = rewriteBrackets(child as AstNode);
  }
  if (node.type === 'FilterExpression' && !node.relative && node.subject && node.expr) {
    return { type: 'FunctionCall', name: SAFE_INDEX, pool: 'functions', args: [node.subject, node.expr] };
  }
  return node;
}

const jexl = buildJexl();
const cache = new Map<string, Compiled>();

/** Compiles (or takes from the cache) an expression; throws when it does not parse. */
export function compileExpression(expression: string): Compiled {
  let compiled = cache.get(expression);
  if (!compiled) {
    compiled = jexl.compile(expression);
    const withAst = compiled as unknown as { _ast: AstNode | null };
    if (withAst._ast) withAst._ast = rewriteBrackets(withAst._ast);
    cache.set(expression, compiled);
  }
  return compiled;
}

const withoutStrings = (expression: string): string => expression.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');

/** jexl 2.3 accepts unclosed brackets such as "(1" or "((", so they are checked here. */
function bracketError(expression: string): string | null {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const open: string[] = [];
  for (const ch of withoutStrings(expression)) {
    if (ch === '(' || ch === '[' || ch === '{') open.push(ch);
    else if (ch in pairs && open.pop() !== pairs[ch]) return `unexpected ${ch}`;
  }
  return open.length ? `unclosed ${open[open.length - 1]}` : null;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Parse error message for an expression, or null when it parses. */
export function parseError(expression: string): string | null {
  if (typeof expression !== 'string' || expression.trim() === '') return 'empty expression';
  try {
    compileExpression(expression);
  } catch (e) {
    return message(e);
  }
  return bracketError(expression);
}

/** The error a (parsing) expression throws in this context, e.g. an unknown function; null when none. */
export function runtimeError(expression: string, context: object): string | null {
  try {
    compileExpression(expression).evalSync(context as Record<string, unknown>);
    return null;
  } catch (e) {
    return message(e);
  }
}

/** Makes a parsed expression a function of its context (closures.ts's compileNode). */
export type ExpressionCompiler = (ast: JexlNode, grammar: Grammar) => Run;

let compiler: ExpressionCompiler | null = null;
const runs = new Map<string, Run>();
const grammar = (jexl as unknown as { _grammar: Grammar })._grammar;

/**
 * Runs expressions as closures made once per expression instead of jexl walking its tree on every call.
 * The server installs closures.ts at start (it re-runs a module on every finish); the client keeps jexl's
 * own evaluator, so the closures do not add to its first-visit bytes.
 */
export function setExpressionCompiler(compile: ExpressionCompiler | null): void {
  compiler = compile;
  runs.clear();
}

/** The expression as closures, made once; throws when it does not parse. */
function runOf(compile: ExpressionCompiler, expression: string): Run {
  let run = runs.get(expression);
  if (!run) {
    const ast = (compileExpression(expression) as unknown as { _ast: JexlNode | null })._ast;
    run = ast
      ? compile(ast, grammar)
      : () => {
          throw new Error(`nothing to evaluate in ${JSON.stringify(expression)}`);
        };
    runs.set(expression, run);
  }
  return run;
}

/**
 * Evaluates an expression; a parse or runtime error gives undefined, so one bad expression
 * cannot crash processing (validateModuleConfig reports parse errors when content is loaded).
 */
export function evaluate(expression: string, context: object): unknown {
  return remembering ? remembering(expression, context) : evaluateNow(expression, context);
}

let remembering: ((expression: string, context: object) => unknown) | null = null;

/**
 * Remembers each expression's last result with the values it read, and gives it again while they are
 * unchanged (expressionMemo.ts). The student app turns it on: it runs a module's rules after every answer,
 * and an answer changes the inputs of one or two of them. Same results either way.
 */
export function rememberResults(on: boolean): void {
  if (!on) remembering = null;
  else remembering ??= rememberingEvaluator(evaluateNow, parsedTree);
}

/** The tree evaluateNow runs (bracket reads rewritten), or null when the expression does not parse. */
function parsedTree(expression: string): AstNode | null {
  try {
    return (compileExpression(expression) as unknown as { _ast: AstNode | null })._ast;
  } catch {
    return null;
  }
}

function evaluateNow(expression: string, context: object): unknown {
  try {
    const scope = context as Record<string, unknown>;
    return compiler ? runOf(compiler, expression)(scope, scope) : compileExpression(expression).evalSync(scope);
  } catch {
    return undefined;
  }
}

/** A condition: true only when the expression evaluates to a truthy value. */
export const isTrue = (expression: string, context: object): boolean => Boolean(evaluate(expression, context));

/** A number, or null for errors, NaN, infinities and non-numbers (booleans included). */
export function evaluateNumber(expression: string, context: object): number | null {
  const v = evaluate(expression, context);
  return isFiniteNumber(v) ? v : null;
}

/** The syntax tree of an expression that parses (bracket reads already rewritten to the null-safe call). */
export function expressionAst(expression: string): AstNode | null {
  if (parseError(expression)) return null;
  return (compileExpression(expression) as unknown as { _ast: AstNode | null })._ast;
}

/** Names referenced as `<root>.<name>` (e.g. q.slaap, computed.x): for validation of references. */
export function referencedNames(expression: string, root: string): string[] {
  const names = new Set<string>();
  // Strip string literals first so text inside quotes is not read as a reference.
  const code = withoutStrings(expression);
  const pattern = new RegExp(`(?<![\\w.$])${root}\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, 'g');
  for (const m of code.matchAll(pattern)) names.add(m[1]);
  const bracket = new RegExp(`(?<![\\w.$])${root}\\s*\\[\\s*["']([^"']+)["']\\s*\\]`, 'g');
  for (const m of expression.matchAll(bracket)) names.add(m[1]);
  return [...names];
}
