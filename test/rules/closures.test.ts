// The closures of closures.ts against jexl's own evalSync, on every expression of the shipped content over
// seeded answer sets (shippedAnswers.ts), and on the corners of jexl's evaluator (relative filters with
// falsy elements, reads through lists and null, on-demand && and ||, unknown functions and transforms,
// literals): the rule engine must give what it gave before it stopped walking jexl's tree on every call.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { compileNode } from '../../src/rules/closures';
import { compileExpression, evaluate, setExpressionCompiler } from '../../src/rules/expression';
import type { AttemptInput } from '../../src/rules/engine';
import { isNormTitle } from '../../src/rules/norms';
import { baseScope } from '../../src/rules/scope';
import type { Module, ModuleConfig } from '../../src/rules/types';
import { NORM_RATINGS } from '../../src/rules/values';
import { answerSets } from './shippedAnswers';

/** jexl's answer as expression.ts gave it before: any error is undefined. */
function byJexl(expression: string, context: object): unknown {
  try {
    return compileExpression(expression).evalSync(context as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

function expressionsOf(config: ModuleConfig): string[] {
  const norms = Object.values(config.norm).flatMap((entries) =>
    entries.flatMap((e) => (isNormTitle(e) ? [] : [e.value])),
  );
  return [
    ...Object.values(config.computed),
    ...norms,
    ...config.rules.map((r) => r.when),
    ...config.result.map((r) => r.when),
  ];
}

/**
 * The scope the engine builds for one of shippedAnswers.ts's seeded answer sets, its computed values by
 * jexl; the norms' ratings and counts go round every value, so rules that read them take both branches.
 */
function scopeOf(module: Module, config: ModuleConfig, set: AttemptInput, i: number): Record<string, unknown> {
  const scope = baseScope(module, set.answers, set.meta) as unknown as Record<string, unknown>;
  const ratings = [...NORM_RATINGS, null];
  scope.norm = Object.fromEntries(Object.keys(config.norm).map((name, j) => [name, ratings[(i + j) % ratings.length]]));
  scope.count_bad = i % 3;
  scope.count_warning = (i >> 1) % 3;
  scope.count_neutral = (i >> 2) % 3;
  scope.count_good = (i >> 3) % 3;
  const computed = scope.computed as Record<string, unknown>;
  for (const [name, expression] of Object.entries(config.computed)) computed[name] = byJexl(expression, scope);
  return scope;
}

// As the server runs them; jexl's own evaluator (the client's) is the reference.
const compile = jest.fn(compileNode);
beforeAll(() => setExpressionCompiler(compile));
afterAll(() => {
  setExpressionCompiler(null);
  // What was compared was the closures, not jexl against itself.
  expect(compile).toHaveBeenCalled();
});

const CONTENT = join(__dirname, '..', '..', 'content', 'modules');
const files = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe.each(files)('content/modules/%s', (fileName) => {
  const file = JSON.parse(readFileSync(join(CONTENT, fileName), 'utf8')) as ContentFile;
  const { module, config } = buildModule(file, 1, () => ({ id: 1, modified: 1 }));

  it('gives what jexl gives for every expression, over 200 seeded answer sets', () => {
    const expressions = expressionsOf(config);
    expect(expressions.length).toBeGreaterThan(0);
    const differences: string[] = [];
    for (const [i, set] of answerSets(module, 200, 35).entries()) {
      const scope = scopeOf(module, config, set, i);
      for (const expression of expressions) {
        const want = byJexl(expression, scope);
        const got = evaluate(expression, scope);
        if (!Object.is(want, got) && JSON.stringify(want) !== JSON.stringify(got))
          differences.push(`${expression}: jexl ${JSON.stringify(want)}, closures ${JSON.stringify(got)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('closures on the corners of jexl', () => {
  const context = {
    n: 0,
    s: 'abc',
    nothing: null,
    list: [0, 1, 2, null, '', 3],
    people: [{ age: 12, name: 'a' }, { age: 19 }, null],
    nested: { a: { b: [{ c: 5 }] } },
    empty: [],
    q: { x: null, y: 4, z: [1, 3] },
    t: true,
  };
  const cases = [
    // A relative filter: a falsy element leaves the context itself as the relative one.
    'list[. > 1]',
    'list[.n == 0]',
    'people[.age > 15]',
    'people[.age > 15].age',
    'nothing[.x]',
    'n[. == 0]',
    // Reads through a list take its first element; through null give undefined; through [] throw.
    'people.age',
    'nested.a.b.c',
    'nothing.a.b',
    'empty.a',
    's.length',
    // Bracket reads (rewritten to the null-safe call), boolean keys as a filter.
    "nested['a'].b[0]['c']",
    'nothing["a"]',
    'list[t]',
    'list[false]',
    'list[1 + 1]',
    // && and || return an operand, and the right one only runs when needed.
    'q.y && q.z',
    'q.x && undefinedFunction()',
    'q.x || q.y',
    'q.y || undefinedFunction()',
    'q.x || undefinedFunction()',
    // Operators, null-safe arithmetic and comparison, `in`, `!`, the conditional.
    'q.y * 2 + 1 - 3 / 2',
    'q.x + 1',
    'q.x >= 0',
    '3 in q.z',
    '"b" in s',
    '!q.x',
    '!!q.y',
    'q.y > 3 ? "ja" : "nee"',
    'q.x ? 1 : 2',
    'q.y // 3',
    'q.y % 3',
    '2 ^ 10',
    'q.y == 4 && q.x == null',
    'q.y != "4"',
    // Functions, literals; unknown functions and transforms are errors (undefined).
    'min(q.z, 7, q.x)',
    'max()',
    'sum(q.z, q.y)',
    'count(q.z)',
    'round(q.y / 3, 2)',
    'abs(0 - q.y)',
    'nope(1)',
    'q.y|double',
    '[q.y, q.x, [1, 2]]',
    '{a: q.y, b: {c: q.z}}',
    '{a: q.y}.a',
    '[1, 2, 3][1]',
    '"tekst"',
    '-q.y',
  ];

  it.each(cases)('%s', (expression) => {
    const want = byJexl(expression, context);
    expect(evaluate(expression, context)).toEqual(want);
  });

  it('evaluates an expression that does not parse to undefined, as before', () => {
    expect(evaluate('q.y +', context)).toBeUndefined();
    expect(evaluate('', context)).toBeUndefined();
  });
});
