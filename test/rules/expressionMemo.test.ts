// Remembered expression results (expressionMemo.ts): what an expression reads, and the same results with
// memory as without, on the corners of the expression language with contexts that change one value at a
// time (in place too), and on the engine walking every shipped module and the benchmark module answer by
// answer.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bigModuleFile } from '../../bench/fixtures/bigModule';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { processModule, type AttemptInput } from '../../src/rules/engine';
import { evaluate, expressionAst, rememberResults } from '../../src/rules/expression';
import { inputsOf, rememberingEvaluator } from '../../src/rules/expressionMemo';
import type { ProcessedState } from '../../src/rules/types';
import { answerSets } from './shippedAnswers';

afterEach(() => rememberResults(false));

const inputs = (expression: string) => {
  const ast = expressionAst(expression);
  if (!ast) throw new Error(`${expression} does not parse`);
  return inputsOf(ast);
};

describe('inputsOf', () => {
  it('names the reads of an expression, a deeper read by its first two names', () => {
    // jexl has no null literal: `null` reads the context's (absent) name null.
    expect(inputs('q.a != null && q.a >= 2')).toEqual([['q', 'a'], ['null'], ['q', 'a']]);
    expect(inputs('q.slaap.school > 8 ? computed.x : age')).toEqual([['q', 'slaap'], ['computed', 'x'], ['age']]);
    expect(inputs('sum(q.a, [q.b, {k: female}]) > count_bad')).toEqual([
      ['q', 'a'],
      ['q', 'b'],
      ['female'],
      ['count_bad'],
    ]);
    expect(inputs('2 in [1, 2]')).toEqual([]);
  });

  it('reads a whole root through a bracket, and a read from a bracket through the bracket', () => {
    expect(inputs("q['a'] > 1")).toEqual([['q']]);
    expect(inputs("q['a'].b")).toEqual([['q']]);
  });

  it('cannot name the reads of a relative filter', () => {
    expect(inputs('q.list[.x > 1]')).toBeNull();
    expect(inputs('count(q.list[.x > 1]) > 0')).toBeNull();
  });
});

describe('remembered results on the corners of the language', () => {
  const direct = (expression: string, context: object): unknown => {
    rememberResults(false);
    return evaluate(expression, context);
  };
  const cases = [
    'list[.n > 1]',
    'people[.age > 15].age',
    'people.age',
    'nested.a.b.c',
    "nested['a'].b[0]['c']",
    'nothing.a.b',
    's.length',
    'q.y && q.z',
    'q.x || q.y',
    'q.x + 1',
    'q.x >= 0',
    '3 in q.z',
    'count(q.z) > 1',
    'sum(q.z) + n',
    'q.y > 3 ? "ja" : "nee"',
    'max(q.z, n) // 2',
    'undefinedFunction(q.y)',
    'q.m.a > 1',
  ];
  /** A context, then the same with one value changed, replaced or changed in place, step by step. */
  function* contexts(): Generator<Record<string, unknown>> {
    const c: Record<string, unknown> = {
      n: 0,
      s: 'abc',
      nothing: null,
      list: [0, 1, 2],
      people: [{ age: 12 }, { age: 19 }],
      nested: { a: { b: [{ c: 5 }] } },
      q: { x: null, y: 4, z: [1, 3], m: { a: 1 } },
    };
    const q = c.q as Record<string, unknown>;
    yield c;
    yield c; // unchanged: the remembered result
    q.x = 2;
    yield c;
    (q.z as number[]).push(5); // in place: the same list, another value
    yield c;
    q.z = [1, 3, 5]; // another list, the same value
    yield c;
    (q.m as Record<string, number>).a = 2;
    yield c;
    c.n = 7;
    yield c;
    (c.list as number[]).push(9);
    ((c.people as Array<{ age: number }>)[0] as { age: number }).age = 30;
    ((c.nested as { a: { b: Array<{ c: number }> } }).a.b[0] as { c: number }).c = 6;
    c.s = 'abcd';
    yield c;
    q.y = null;
    yield c;
    c.q = { x: 1, y: 9, z: [], m: null };
    yield c;
  }

  it.each(cases)('%s', (expression) => {
    const remembering = rememberingEvaluator((e, c) => direct(e, c), expressionAst);
    for (const context of contexts()) {
      const want = direct(expression, context);
      expect(remembering(expression, context)).toEqual(want);
    }
  });

  it('evaluates again only when a value it reads changed', () => {
    const evaluateNow = jest.fn((e: string, c: object) => direct(e, c));
    const remembering = rememberingEvaluator(evaluateNow, expressionAst);
    const context = { q: { a: 1, b: [1] }, age: 16 };
    remembering('q.a > 0 && age > 15', context);
    remembering('q.a > 0 && age > 15', { ...context, q: { a: 1, b: [2] } });
    expect(evaluateNow).toHaveBeenCalledTimes(1);
    remembering('q.a > 0 && age > 15', { ...context, age: 14 });
    expect(evaluateNow).toHaveBeenCalledTimes(2);
  });
});

/** Every answer set taken one answer at a time (meta from the middle on), as a student fills them in. */
function walks(sets: AttemptInput[]): AttemptInput[] {
  return sets.flatMap((set) =>
    set.answers.map((_, n) => ({
      answers: set.answers.slice(0, n + 1),
      meta: n * 2 >= set.answers.length ? set.meta : { age: null, gender: null },
    })),
  );
}

function sameEngineResults(file: ContentFile, sets: number): void {
  const { module, config } = buildModule(file, 1, () => ({ id: 1, modified: 1 }));
  const steps = walks(answerSets(module, sets, 35));
  expect(steps.length).toBeGreaterThan(0);
  rememberResults(false);
  const want: ProcessedState[] = steps.map((step) => processModule(module, config, step));
  rememberResults(true);
  steps.forEach((step, i) => expect(processModule(module, config, step)).toEqual(want[i]));
}

const CONTENT = join(__dirname, '..', '..', 'content', 'modules');
const files = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('the engine with remembered results', () => {
  it.each(files)('gives the same state answer by answer: content/modules/%s', (fileName) => {
    sameEngineResults(JSON.parse(readFileSync(join(CONTENT, fileName), 'utf8')) as ContentFile, 10);
  });

  it('gives the same state answer by answer: the 100-slide benchmark module', () => {
    sameEngineResults(bigModuleFile(100), 2);
  });
});
