// Where an expression reads `q.<slide>` (and `skipped.<slide>`, `q.<slide>.<key>`), with offsets, so a rename can
// rewrite exactly those spots and leave text in quotes and other names alone. Two views that must agree: a token
// scan of the text (offsets) and jexl's syntax tree (meaning); rename.ts refuses when they do not.
import { expressionAst, type AstNode } from './expression';

export interface Token {
  kind: 'string' | 'name' | 'number' | 'op';
  text: string;
  start: number;
  end: number;
  /** A string literal's value. */
  value?: string;
}

const TOKEN = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|==|!=|>=|<=|&&|\|\||\S/g;

export function tokens(expression: string): Token[] {
  const out: Token[] = [];
  for (const m of expression.matchAll(TOKEN)) {
    const text = m[0];
    const start = m.index ?? 0;
    const first = text[0];
    const kind: Token['kind'] =
      first === '"' || first === "'"
        ? 'string'
        : /[A-Za-z_$]/.test(first)
          ? 'name'
          : /\d/.test(first)
            ? 'number'
            : 'op';
    const token: Token = { kind, text, start, end: start + text.length };
    if (kind === 'string') token.value = text.slice(1, -1).replace(/\\(.)/g, '$1');
    out.push(token);
  }
  return out;
}

/** One step of a member chain: `.name` or `['name']`, with the span it covers. */
export interface Segment {
  name: string;
  start: number;
  end: number;
}

/** `root.a.b` / `root['a']['b']` chains (the root not itself a member), each with its segments. */
export function memberChains(
  expression: string,
  roots: readonly string[],
): Array<{ root: string; segments: Segment[] }> {
  const list = tokens(expression);
  const chains: Array<{ root: string; segments: Segment[] }> = [];
  for (let i = 0; i < list.length; i++) {
    const t = list[i];
    if (t.kind !== 'name' || !roots.includes(t.text) || list[i - 1]?.text === '.') continue;
    const segments: Segment[] = [];
    let j = i + 1;
    for (;;) {
      const [a, b, c] = [list[j], list[j + 1], list[j + 2]];
      if (a?.text === '.' && b?.kind === 'name') {
        segments.push({ name: b.text, start: a.start, end: b.end });
        j += 2;
      } else if (a?.text === '[' && b?.kind === 'string' && c?.text === ']') {
        segments.push({ name: b.value ?? '', start: a.start, end: c.end });
        j += 3;
      } else break;
    }
    chains.push({ root: t.text, segments });
  }
  return chains;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** How a segment reads `name`: `.name`, or `['name']` when it is no identifier. */
export const segmentText = (name: string): string =>
  IDENTIFIER.test(name) ? `.${name}` : `['${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;

/** Applies [start, end) → text replacements (non-overlapping). */
export function applyEdits(expression: string, edits: Array<{ start: number; end: number; text: string }>): string {
  let out = expression;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

const isNode = (v: unknown): v is AstNode =>
  typeof v === 'object' && v !== null && typeof (v as AstNode).type === 'string';

/**
 * A copy of the tree with `a.b` written as `a['b']` (the two read the same), so trees of the same meaning
 * compare equal whichever form the text uses.
 */
export function normalAst(node: AstNode): AstNode {
  const copy: AstNode = { type: node.type };
  for (const [key, child] of Object.entries(node)) {
    if (Array.isArray(child)) copy[key] = child.map((c) => (isNode(c) ? normalAst(c) : c));
    else copy[key] = isNode(child) ? normalAst(child) : child;
  }
  if (copy.type === 'Identifier' && copy.from) {
    return {
      type: 'FunctionCall',
      name: '__index',
      pool: 'functions',
      args: [copy.from, { type: 'Literal', value: copy.value }],
    };
  }
  return copy;
}

/** The normalised tree of an expression that parses, else null. */
export function normalTree(expression: string): AstNode | null {
  const ast = expressionAst(expression);
  return ast ? normalAst(ast) : null;
}

export const isRootNode = (n: AstNode | undefined, roots: readonly string[]): boolean =>
  n?.type === 'Identifier' && !n.from && roots.includes(String(n.value));

/** `root['name']` in a normalised tree: the name, else null. */
export function readOf(node: AstNode, roots: readonly string[]): string | null {
  if (node.type !== 'FunctionCall' || node.name !== '__index') return null;
  const [subject, key] = node.args ?? [];
  return isRootNode(subject, roots) && key?.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
}

/** Whether a root (`q`) is read other than with a fixed name (`q[x]`, `q` itself): then no rename can be sure. */
export function readsDynamically(tree: AstNode, roots: readonly string[]): boolean {
  let found = false;
  const visit = (node: AstNode, parentReadsFixed: boolean): void => {
    if (isRootNode(node, roots) && !parentReadsFixed) found = true;
    const fixed = readOf(node, roots) !== null;
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach((c, i) => isNode(c) && visit(c, fixed && i === 0));
      else if (isNode(child)) visit(child, false);
    }
  };
  visit(tree, false);
  return found;
}

export const sameTree = (a: AstNode | null, b: AstNode | null): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Visits every node with its parent. */
export function walk(
  node: AstNode,
  visit: (node: AstNode, parent: AstNode | null) => void,
  parent: AstNode | null = null,
): void {
  visit(node, parent);
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) child.forEach((c) => isNode(c) && walk(c, visit, node));
    else if (isNode(child)) walk(child, visit, node);
  }
}
