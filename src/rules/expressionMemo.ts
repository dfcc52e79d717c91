// Remembering an expression's last result with the values it read, so that the rule engine, run again after
// one answer, evaluates only the expressions whose inputs changed: of a module's hundred rules one or two
// (issue 35: jexl's evaluator was the largest part of the engine's time at every 'next'). Pure: an
// expression's value is a function of the values it reads (the grammar's functions are pure), so a result
// is reused only when every one of them is equal to what it was; an expression whose inputs cannot be named
// (a relative filter `list[.x > 1]`, a node this file does not know) is always evaluated.
import type { AstNode } from './expression';

/** A read from the context: a root (`age`, `q`) or a root and a name (`q.slaap`, `computed.x`). */
type Input = [string] | [string, string];

/**
 * What an expression reads, or null when that cannot be said. Deeper reads (`q.slaap.school`) count as
 * reads of their first two names: the whole `q.slaap` is compared.
 */
export function inputsOf(node: AstNode): Input[] | null {
  const inputs: Input[] = [];
  const walk = (n: AstNode | undefined): boolean => {
    if (!n) return true;
    switch (n.type) {
      case 'Literal':
        return true;
      case 'Identifier': {
        if (n.relative) return false;
        const path = identifierPath(n);
        if (path) {
          inputs.push(path.length === 1 ? [path[0]] : [path[0], path[1]]);
          return true;
        }
        return walk(n.from);
      }
      case 'BinaryExpression':
        return walk(n.left as AstNode) && walk(n.right as AstNode);
      case 'UnaryExpression':
        return walk(n.right as AstNode);
      case 'ConditionalExpression':
        return walk(n.test as AstNode) && walk(n.consequent as AstNode) && walk(n.alternate as AstNode);
      case 'ArrayLiteral':
        return (n.value as AstNode[]).every(walk);
      case 'ObjectLiteral':
        return Object.values(n.value as Record<string, AstNode>).every(walk);
      case 'FunctionCall':
        return (n.args ?? []).every(walk);
      default:
        return false;
    }
  };
  return walk(node) ? inputs : null;
}

/** `q.slaap.school` → ['q', 'slaap', 'school']; null when the chain starts at something else than a name. */
function identifierPath(node: AstNode): string[] | null {
  if (node.relative) return null;
  if (!node.from) return [node.value as string];
  if (node.from.type !== 'Identifier') return null;
  const from = identifierPath(node.from);
  return from ? [...from, node.value as string] : null;
}

/** The value an input has in a context, read as jexl reads it (a list gives its first element's field). */
function readInput(context: Record<string, unknown>, input: Input): unknown {
  const root = context[input[0]];
  if (input.length === 1) return root;
  if (root === null || root === undefined) return undefined;
  const subject = Array.isArray(root) ? root[0] : root;
  return subject === null || subject === undefined ? undefined : (subject as Record<string, unknown>)[input[1]];
}

/** A copy of plain data (lists, plain objects, primitives); throws on anything else, which is not remembered. */
function copy(value: unknown, depth = 0): unknown {
  if (typeof value === 'function' || depth > 4) throw new TypeError('not plain data');
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => copy(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) throw new TypeError('not plain data');
  const result: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) result[k] = copy(v, depth + 1);
  return result;
}

/** Equality of plain data: the same primitive (NaN equals NaN), or lists and objects of equal entries. */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b || Array.isArray(a) !== Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  return keys.length === Object.keys(rb).length && keys.every((k) => k in rb && sameData(ra[k], rb[k]));
}

interface Remembered {
  inputs: Input[] | null;
  last: { values: unknown[]; result: unknown } | null;
}

/** Expressions remembered at most; past it the memory starts again (content holds far fewer). */
const MAX_REMEMBERED = 5000;

/**
 * `evaluate` with memory: `astOf` gives an expression's tree (null when it does not parse). Only a
 * primitive result is remembered, so no caller can change a remembered value.
 */
export function rememberingEvaluator(
  evaluate: (expression: string, context: object) => unknown,
  astOf: (expression: string) => AstNode | null,
): (expression: string, context: object) => unknown {
  const memory = new Map<string, Remembered>();
  return (expression, context) => {
    let entry = memory.get(expression);
    if (!entry) {
      if (memory.size >= MAX_REMEMBERED) memory.clear();
      const ast = astOf(expression);
      entry = { inputs: ast ? inputsOf(ast) : null, last: null };
      memory.set(expression, entry);
    }
    if (!entry.inputs) return evaluate(expression, context);
    const scope = context as Record<string, unknown>;
    const values = entry.inputs.map((input) => readInput(scope, input));
    const { last } = entry;
    if (last && values.every((v, i) => sameData(v, last.values[i]))) return last.result;
    const result = evaluate(expression, context);
    entry.last = null;
    if (typeof result !== 'object' || result === null) {
      try {
        entry.last = { values: values.map((v) => copy(v)), result };
      } catch {
        // A value that is not plain data: this result is not remembered.
      }
    }
    return result;
  };
}
