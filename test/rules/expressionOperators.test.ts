// The expression language operator by operator: null on either side, precedence, the functions' edge cases,
// bracket reads, and what the parse check and reference scan report.
import {
  compileExpression,
  evaluate,
  evaluateNumber,
  expressionAst,
  isTrue,
  parseError,
  referencedNames,
  runtimeError,
} from '../../src/rules/expression';

const ev = (expression: string, context: object = {}) => evaluate(expression, context);
const ctx = { n: null, u: undefined, x: 6, s: 'b', list: [3, 1, 2], obj: { k: 4, 'met spatie': 5 } };

describe('operators', () => {
  it.each(['>', '>=', '<', '<='])('%s is false with null or undefined on either side, and compares otherwise', (op) => {
    for (const [a, b] of [
      ['n', 'x'],
      ['x', 'n'],
      ['u', 'x'],
      ['x', 'u'],
      ['n', 'n'],
    ])
      expect(ev(`${a} ${op} ${b}`, ctx)).toBe(false);
    expect(ev(`5 ${op} 5`)).toBe(op.includes('='));
    expect(ev(`4 ${op} 5`)).toBe(op.startsWith('<'));
    expect(ev(`6 ${op} 5`)).toBe(op.startsWith('>'));
  });

  it('compares strings as JavaScript does', () => {
    expect(ev('s > "a"', ctx)).toBe(true);
    expect(ev('s <= "a"', ctx)).toBe(false);
  });

  it.each(['+', '-', '*', '/', '//', '%', '^'])('%s gives null with null or undefined on either side', (op) => {
    for (const [a, b] of [
      ['n', 'x'],
      ['x', 'n'],
      ['u', 'x'],
      ['x', 'u'],
    ])
      expect(ev(`${a} ${op} ${b}`, ctx)).toBeNull();
  });

  it('computes each operator, with null for a zero divisor', () => {
    expect([ev('7 + 2'), ev('7 - 2'), ev('7 * 2'), ev('7 / 2'), ev('7 // 2'), ev('7 % 4'), ev('2 ^ 3')]).toEqual([
      9, 5, 14, 3.5, 3, 3, 8,
    ]);
    expect(ev('-7 // 2')).toBe(-4);
    expect([ev('1 / 0'), ev('1 // 0'), ev('1 % 0')]).toEqual([null, null, null]);
    expect(ev('0 / 5')).toBe(0);
  });

  it('binds ^ and % tighter than * and /, those tighter than + and -, and those tighter than comparisons', () => {
    expect(ev('1 + 2 * 3')).toBe(7);
    expect(ev('2 * 3 ^ 2')).toBe(18);
    expect(ev('2 * 7 % 4')).toBe(6);
    expect(ev('10 - 2 - 3')).toBe(5);
    expect(ev('12 / 2 / 3')).toBe(2);
    expect(ev('1 + 2 > 2')).toBe(true);
    expect(ev('1 + 2 >= 4 - 1')).toBe(true);
    expect(ev('2 * 2 < 3 + 0')).toBe(false);
    expect(ev('2 * 2 <= 3 + 1')).toBe(true);
    expect(ev('10 // 3 * 3')).toBe(9);
  });
});

describe('functions', () => {
  it('min, max and sum take numbers and lists, leaving out what is no finite number', () => {
    expect(ev('min(list, 5)', ctx)).toBe(1);
    expect(ev('max(list, n, 0)', ctx)).toBe(3);
    expect(ev('sum(list, n, "7", 10)', ctx)).toBe(16);
    expect(ev('sum([1, 2], 3)')).toBe(6);
    expect(evaluate('max(a, 1)', { a: Number.POSITIVE_INFINITY })).toBe(1);
    expect(evaluate('min(a, 4)', { a: Number.NaN })).toBe(4);
  });

  it('min and max of nothing are null, the sum of nothing is 0', () => {
    expect([ev('min()'), ev('max()'), ev('sum()'), ev('min(n)', ctx), ev('max([])')]).toEqual([
      null,
      null,
      0,
      null,
      null,
    ]);
  });

  it('count counts a list and gives 0 for anything else', () => {
    expect([ev('count(list)', ctx), ev('count([])'), ev('count(n)', ctx), ev('count(5)'), ev('count("abc")')]).toEqual([
      3, 0, 0, 0, 0,
    ]);
  });

  it('round rounds to whole numbers or to the digits asked, abs drops the sign; both null for a non-number', () => {
    expect([ev('round(2.5)'), ev('round(2.45, 1)'), ev('round(1234, 0 - 2)'), ev('round(2.6, "1")')]).toEqual([
      3, 2.5, 1200, 3,
    ]);
    expect([ev('round(n)', ctx), ev('round("2")'), ev('abs(-2.5)'), ev('abs(3)'), ev('abs(n)', ctx)]).toEqual([
      null,
      null,
      2.5,
      3,
      null,
    ]);
  });
});

describe('reading', () => {
  it('reads brackets null-safely, keeps a boolean key as a filter, and refuses keys of other types', () => {
    expect(ev('obj["met spatie"]', ctx)).toBe(5);
    expect(ev('list[1]', ctx)).toBe(1);
    expect(ev('n["k"]', ctx)).toBeUndefined();
    expect(ev('u["k"]', ctx)).toBeUndefined();
    expect(ev('obj[true]', ctx)).toEqual(ctx.obj);
    expect(ev('obj[false]', ctx)).toBeUndefined();
    expect(ev('obj[obj]', ctx)).toBeUndefined();
    expect(ev('obj[n]', ctx)).toBeUndefined();
    expect(ev('list[.x > 1]', { list: [{ x: 1 }, { x: 2 }] })).toEqual([{ x: 2 }]);
  });

  it('reads nothing with a key that is a list or null, even where the key as text names a field', () => {
    expect(evaluate('list[k]', { list: [5], k: [0] })).toBeUndefined();
    expect(evaluate('obj[k]', { obj: { null: 1 }, k: null })).toBeUndefined();
  });

  it("reads brackets null-safely inside a function's arguments, a list and an object literal too", () => {
    expect(ev('max(n["k"], 2)', ctx)).toBe(2);
    expect(ev('sum([n["k"], obj["k"], 1])', ctx)).toBe(5);
    expect(runtimeError('{a: n["k"]}.a', ctx)).toBeNull();
    expect(ev('{a: n["k"], b: obj["k"]}.b', ctx)).toBe(4);
    // An object literal's entries are not taken for the parts of a bracket read.
    expect(ev('{subject: obj, expr: "k"}.expr', ctx)).toBe('k');
  });

  it('shows a bracket read in the syntax tree as a call of __index (the editor renames what it reads)', () => {
    expect(expressionAst('obj["k"]')).toMatchObject({ type: 'FunctionCall', name: '__index' });
  });

  it('compiles an expression once and takes it from the cache after', () => {
    expect(compileExpression('x * 3 + 1')).toBe(compileExpression('x * 3 + 1'));
  });

  it('turns values into numbers and conditions into booleans', () => {
    expect(evaluateNumber('x * 2', ctx)).toBe(12);
    expect(evaluateNumber('1 / 0', {})).toBeNull();
    expect(evaluateNumber('true', {})).toBeNull();
    expect(evaluateNumber('"5"', {})).toBeNull();
    expect(evaluateNumber('a', { a: Number.POSITIVE_INFINITY })).toBeNull();
    expect(evaluateNumber('a', { a: Number.NaN })).toBeNull();
    expect(isTrue('x', ctx)).toBe(true);
    expect(isTrue('0', {})).toBe(false);
    expect(isTrue('"nee"', {})).toBe(true);
    expect(isTrue('onbekend(1)', {})).toBe(false);
  });
});

describe('checks', () => {
  it('names an empty expression, a parse error and unbalanced brackets outside strings', () => {
    expect(parseError('')).toBe('empty expression');
    expect(parseError('   ')).toBe('empty expression');
    expect(parseError(5 as unknown as string)).toBe('empty expression');
    expect(parseError('1 +')).toMatch(/Unexpected end/);
    expect(parseError('(1 + 2')).toBe('unclosed (');
    expect(parseError('((1)')).toBe('unclosed (');
    expect(parseError('max(1))')).toMatch(/\)/);
    expect(parseError('"(" + \'[\' + "\\"("')).toBeNull();
    expect(parseError('{a: [1, (2)]}')).toBeNull();
    expect(expressionAst('1 +')).toBeNull();
    expect(expressionAst('1 + 2')).toMatchObject({ type: 'BinaryExpression', operator: '+' });
  });

  it('gives the error an expression throws at run time, or null', () => {
    expect(runtimeError('x + 1', ctx)).toBeNull();
    expect(runtimeError('nope(1)', ctx)).toMatch(/nope is not defined/);
  });

  it('finds names read from a root in both forms, with spaces, and not inside strings or longer names', () => {
    expect(referencedNames("q.a + q . b + q['c d'] + q [ \"e\" ] + xq.f + a.q.g + 'q.h' + q.a", 'q')).toEqual([
      'a',
      'b',
      'c d',
      'e',
    ]);
    expect(referencedNames('computed.$x + computed._y', 'computed')).toEqual(['$x', '_y']);
  });
});
