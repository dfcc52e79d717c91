// A parsed jexl expression turned into plain closures, once per expression string. jexl's own evalSync
// walks the tree again on every call and wraps every node's value in a PromiseSync: the server re-runs a
// module's rules on every finish, and under load that walk was most of the rule engine's time (issue 35).
// Each node here does what jexl 2.3's evaluator (dist/evaluator/handlers.js, Evaluator.js) does with the
// same grammar: the operators and functions are the grammar's own, looked up when the node runs, and any
// error ends the whole evaluation, as jexl's evalSync throws its first one (expression.ts turns it into
// undefined). test/rules/closures.test.ts compares both on every expression of the shipped content. The
// server installs it (setExpressionCompiler); the client does not carry it.
type Context = Record<string, unknown>;
/** A parsed expression as a function of its context; throws where jexl would. */
export type Run = (context: Context, relative: Context) => unknown;

/** A node of jexl's syntax tree, as its evaluator reads it. */
export interface JexlNode {
  type: string;
  value?: unknown;
  name?: string;
  pool?: string;
  relative?: boolean;
  operator?: string;
  from?: JexlNode;
  subject?: JexlNode;
  expr?: JexlNode;
  left?: JexlNode;
  right?: JexlNode;
  test?: JexlNode;
  consequent?: JexlNode;
  alternate?: JexlNode;
  args?: JexlNode[];
}

interface BinaryOp {
  eval?: (left: unknown, right: unknown) => unknown;
  evalOnDemand?: (left: OnDemand, right: OnDemand) => unknown;
}
interface OnDemand {
  eval: () => Settled;
}

/** The grammar as jexl keeps it: operators by symbol, and the function pools. */
export interface Grammar {
  elements: Record<string, { eval?: (...args: unknown[]) => unknown } & BinaryOp>;
  functions: Record<string, ((...args: unknown[]) => unknown) | undefined>;
  transforms: Record<string, ((...args: unknown[]) => unknown) | undefined>;
}

/** A value already there, for an operator that asks for its operands on demand (jexl's && and ||). */
class Settled {
  constructor(readonly value: unknown) {}
  then(next: (value: unknown) => unknown): unknown {
    return next(this.value);
  }
}
const settledValue = (v: unknown): unknown => (v instanceof Settled ? settledValue(v.value) : v);

const POOL_NAMES: Record<string, string> = { functions: 'Jexl Function', transforms: 'Transform' };

function identifier(node: JexlNode, compile: (n: JexlNode) => Run): Run {
  const name = node.value as string;
  if (!node.from) return node.relative ? (_c, rel) => rel[name] : (c) => c[name];
  const from = compile(node.from);
  return (c, rel) => {
    let subject = from(c, rel) as Context | Context[] | null | undefined;
    if (subject === undefined || subject === null) return undefined;
    if (Array.isArray(subject)) subject = subject[0];
    return (subject as Context)[name];
  };
}

function binary(node: JexlNode, grammar: Grammar, compile: (n: JexlNode) => Run): Run {
  const symbol = node.operator!;
  const left = compile(node.left!);
  const right = compile(node.right!);
  return (c, rel) => {
    const op = grammar.elements[symbol];
    if (op.evalOnDemand) {
      const onDemand = (side: Run): OnDemand => ({ eval: () => new Settled(side(c, rel)) });
      return settledValue(op.evalOnDemand(onDemand(left), onDemand(right)));
    }
    const l = left(c, rel);
    return op.eval!(l, right(c, rel));
  };
}

function filter(node: JexlNode, compile: (n: JexlNode) => Run): Run {
  const subject = compile(node.subject!);
  const expr = compile(node.expr!);
  if (node.relative) {
    return (c, rel) => {
      const value = subject(c, rel);
      const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
      // As jexl's Evaluator: a falsy element (0, '', null) leaves the relative context the context itself.
      return list.filter((elem) => expr(c, (elem || c) as Context));
    };
  }
  return (c, rel) => {
    const value = subject(c, rel) as Context;
    const key = expr(c, rel);
    if (typeof key === 'boolean') return key ? value : undefined;
    return value[key as string];
  };
}

function call(node: JexlNode, grammar: Grammar, compile: (n: JexlNode) => Run): Run {
  const pool = node.pool as keyof Grammar;
  const name = node.name!;
  const args = (node.args ?? []).map(compile);
  return (c, rel) => {
    if (!POOL_NAMES[pool]) throw new Error(`Corrupt AST: Pool '${pool}' not found`);
    const fn = (grammar[pool] as Grammar['functions'])[name];
    if (!fn) throw new Error(`${POOL_NAMES[pool]} ${name} is not defined.`);
    return fn(...args.map((arg) => arg(c, rel)));
  };
}

/**
 * The closure of a node of jexl's tree (bracket reads already rewritten by expression.ts). `relative`, the
 * second argument of a Run: the element a relative filter (`list[.x > 1]`) looks at; elsewhere the context.
 */
export function compileNode(node: JexlNode, grammar: Grammar): Run {
  const compile = (n: JexlNode): Run => compileNode(n, grammar);
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      return () => value;
    }
    case 'Identifier':
      return identifier(node, compile);
    case 'BinaryExpression':
      return binary(node, grammar, compile);
    case 'UnaryExpression': {
      const symbol = node.operator!;
      const right = compile(node.right!);
      return (c, rel) => {
        const value = right(c, rel);
        return grammar.elements[symbol].eval!(value);
      };
    }
    case 'ConditionalExpression': {
      const test = compile(node.test!);
      const consequent = node.consequent ? compile(node.consequent) : null;
      const alternate = compile(node.alternate!);
      return (c, rel) => {
        const value = test(c, rel);
        if (value) return consequent ? consequent(c, rel) : value;
        return alternate(c, rel);
      };
    }
    case 'FilterExpression':
      return filter(node, compile);
    case 'ArrayLiteral': {
      const items = (node.value as JexlNode[]).map(compile);
      return (c, rel) => items.map((item) => item(c, rel));
    }
    case 'ObjectLiteral': {
      const entries = Object.entries(node.value as Record<string, JexlNode>).map(
        ([key, value]) => [key, compile(value)] as const,
      );
      return (c, rel) => {
        const result: Context = {};
        for (const [key, value] of entries) result[key] = value(c, rel);
        return result;
      };
    }
    case 'FunctionCall':
      return call(node, grammar, compile);
    default:
      return () => {
        throw new TypeError(`no evaluator for a ${node.type} node`);
      };
  }
}
