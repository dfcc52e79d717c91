// The step of the values an expression can take (1 for whole numbers, 0.25 for quarter hours), derived from
// the expression's syntax tree: the norm checker uses it to tell a real gap between two ranges (4.5 in a
// 1–4 / 5–30 norm over a decimal value) from a harmless one (0–3, 4–10 over whole days).
import { expressionAst, type AstNode } from './expression';
import { sliderStep } from './steps';
import type { Module, ModuleConfig, Slide } from './types';

/** Values nobody can tell apart from their neighbours: docs/rules.md asks for ranges such as 0–209.99, 210–…. */
export const FINEST_STEP = 0.01;
/** A constant or null: no constraint on the step (the neutral element of gcd). */
const ANY = Infinity;
const SCALE = 10000;

function gcdInt(a: number, b: number): number {
  return b === 0 ? a : gcdInt(b, a % b);
}

/** Greatest common step of two steps (0.25 and 1 → 0.25; 0.5 and 0.1 → 0.1); never finer than FINEST_STEP. */
export function commonStep(a: number, b: number): number {
  if (a === ANY) return b;
  if (b === ANY) return a;
  const g = gcdInt(Math.round(a * SCALE), Math.round(b * SCALE)) / SCALE;
  return g < FINEST_STEP || !Number.isFinite(g) ? FINEST_STEP : g;
}

function literalStep(value: unknown): number {
  if (value === null || value === 0) return ANY;
  if (typeof value !== 'number' || !Number.isFinite(value)) return FINEST_STEP;
  return commonStep(Math.abs(value), Math.abs(value));
}

const optionStep = (slide: Slide): number => slide.options.reduce((s, o) => commonStep(s, literalStep(o.value)), ANY);

/** The step of `q.<slide>` (and of each of its sub-questions). */
export function slideStep(slide: Slide): number {
  if (slide.type === 'single-choice') return optionStep(slide);
  if (slide.type === 'bmi') return 0.1;
  if (slide.type === 'oorcheck') return 1;
  if (slide.type === 'range-value') return sliderStep(slide.subtype) ?? FINEST_STEP;
  return FINEST_STEP;
}

type Steps = { slides: Map<string, Slide>; computed: Map<string, number> };

/** `q.x`, `q.x.k`, `q.x['k']`: the slide it reads, else null. */
function questionRead(node: AstNode, steps: Steps): Slide | null {
  const slideOf = (n: AstNode | undefined): Slide | null =>
    n?.type === 'Identifier' && n.from?.type === 'Identifier' && n.from.value === 'q' && !n.from.from
      ? (steps.slides.get(String(n.value)) ?? null)
      : null;
  if (node.type === 'Identifier') return slideOf(node) ?? slideOf(node.from);
  if (node.type === 'FunctionCall' && node.name === '__index') return slideOf(node.args?.[0]);
  return null;
}

function stepOf(node: AstNode, steps: Steps): number {
  const slide = questionRead(node, steps);
  if (slide) return slideStep(slide);
  const args = node.args ?? [];
  switch (node.type) {
    case 'Literal':
      return literalStep(node.value);
    case 'Identifier':
      if (!node.from && node.value === 'null') return ANY; // jexl has no null literal: an unknown name is null
      if (node.from?.type === 'Identifier' && node.from.value === 'computed' && !node.from.from)
        return steps.computed.get(String(node.value)) ?? FINEST_STEP;
      return node.value === 'age' && !node.from ? 1 : FINEST_STEP;
    case 'ConditionalExpression':
      return commonStep(stepOf(node.consequent as AstNode, steps), stepOf(node.alternate as AstNode, steps));
    case 'BinaryExpression': {
      const left = stepOf(node.left as AstNode, steps);
      const right = stepOf(node.right as AstNode, steps);
      if (node.operator === '+' || node.operator === '-') return commonStep(left, right);
      if (node.operator === '*') {
        if (left === ANY || right === ANY) return ANY;
        return commonStep(left * right, left * right);
      }
      return node.operator === '//' ? 1 : FINEST_STEP;
    }
    case 'UnaryExpression':
      return stepOf(node.right as AstNode, steps);
    case 'FunctionCall':
      if (node.name === 'count') return 1;
      if (node.name === 'round') return Math.pow(10, -(Number(args[1]?.value ?? 0) || 0));
      if (['sum', 'min', 'max', 'abs'].includes(node.name ?? ''))
        return args.reduce((s, a) => commonStep(s, stepOf(a, steps)), ANY);
      return FINEST_STEP;
    default:
      return FINEST_STEP;
  }
}

/** Step of each computed value (in order) and a function giving the step of any expression of the module. */
export function valueSteps(module: Module, config: ModuleConfig): (expression: string) => number {
  const steps: Steps = { slides: new Map(module.slides.map((s) => [s.name, s])), computed: new Map() };
  const of = (expression: string): number => {
    const ast = expressionAst(expression);
    const step = ast ? stepOf(ast, steps) : FINEST_STEP;
    return step === ANY ? 1 : step;
  };
  for (const [name, expression] of Object.entries(config.computed)) steps.computed.set(name, of(expression));
  return of;
}
