import {
  evaluate,
  evaluateNumber,
  isTrue,
  parseError,
  referencedNames,
  runtimeError,
} from '../../src/rules/expression';

describe('expression language', () => {
  it('evaluates jexl against a context', () => {
    expect(evaluate('q.a + 2 * q.b', { q: { a: 1, b: 3 } })).toBe(7);
    expect(isTrue('age >= 18 && male', { age: 18, male: true })).toBe(true);
    expect(isTrue('3 in q.eten', { q: { eten: [1, 3] } })).toBe(true);
    expect(isTrue('3 in q.eten', { q: { eten: null } })).toBe(false);
  });

  it('treats comparisons with null as false and arithmetic with null as null', () => {
    const ctx = { q: { x: null } };
    expect(isTrue('q.x >= 0', ctx)).toBe(false);
    expect(isTrue('q.x < 5', ctx)).toBe(false);
    expect(isTrue('q.x <= 5', ctx)).toBe(false);
    expect(isTrue('q.x > -1', ctx)).toBe(false);
    expect(evaluate('q.x + 1', ctx)).toBeNull();
    expect(evaluate('q.missing * 2', ctx)).toBeNull();
    expect(isTrue('q.x == null', ctx)).toBe(true);
  });

  it('gives null for division by zero', () => {
    expect(evaluateNumber('1 / 0', {})).toBeNull();
    expect(evaluateNumber('5 % 0', {})).toBeNull();
    expect(evaluateNumber('7 // 2', {})).toBe(3);
  });

  it('offers min, max, sum, count, round and abs', () => {
    expect(evaluate('min(3, 1, null, 2)', {})).toBe(1);
    expect(evaluate('max(q.a)', { q: { a: [4, 9, 2] } })).toBe(9);
    expect(evaluate('max()', {})).toBeNull();
    expect(evaluate('sum(q.a)', { q: { a: [4, 9, 2] } })).toBe(15);
    expect(evaluate('count(q.a)', { q: { a: [4, 9] } })).toBe(2);
    expect(evaluate('count(q.b)', { q: { b: null } })).toBe(0);
    expect(evaluate('round(2.345, 1)', {})).toBe(2.3);
    expect(evaluate('round(2.5)', {})).toBe(3);
    expect(evaluate('abs(-2)', {})).toBe(2);
  });

  it('reports parse errors and survives them at run time', () => {
    expect(parseError('q.a >')).not.toBeNull();
    expect(parseError('')).toBe('empty expression');
    expect(parseError('q.a > 1')).toBeNull();
    expect(evaluate('q.a >', { q: { a: 1 } })).toBeUndefined();
    expect(isTrue('((', {})).toBe(false);
    expect(evaluateNumber('unknownFn(1)', {})).toBeNull();
  });

  it('survives property access on null', () => {
    expect(evaluate('q.slaap.school', { q: { slaap: null } })).toBeUndefined();
    expect(isTrue('q.slaap.school > 8', { q: { slaap: null } })).toBe(false);
  });

  // Issue 23: docs/rules.md promised null-safe reads, but `q.x['y']` threw on an unanswered `q.x`, so the
  // load-time trial run rejected a module that reads a sub-question with brackets without a null guard.
  it('reads a bracket key of null as null, like the dot form, and without throwing', () => {
    const ctx = { q: { slaap: null, lijst: [4, 5], samen: { 'Op schooldagen': 8.5 } } };
    expect(runtimeError("q.slaap['Op schooldagen']", ctx)).toBeNull();
    expect(runtimeError("q.slaap['a']['b'] > 1", ctx)).toBeNull();
    expect(evaluate("q.slaap['Op schooldagen']", ctx) ?? null).toBeNull();
    expect(isTrue("q.slaap['Op schooldagen'] == null", ctx)).toBe(true);
    expect(isTrue("q.slaap['Op schooldagen'] > 8", ctx)).toBe(false);
    expect(evaluate("q.samen['Op schooldagen']", ctx)).toBe(8.5);
    expect(evaluate('q.lijst[1]', ctx)).toBe(5);
    expect(evaluate("q['samen']['Op schooldagen'] * 2", ctx)).toBe(17);
    expect(evaluate('q.lijst[.x > 1]', { q: { lijst: [{ x: 1 }, { x: 2 }] } })).toEqual([{ x: 2 }]);
  });

  it('turns non-numbers into null for numeric values', () => {
    expect(evaluateNumber('"abc"', {})).toBeNull();
    expect(evaluateNumber('true', {})).toBeNull();
    expect(evaluateNumber('q.a', { q: { a: [1] } })).toBeNull();
    expect(evaluateNumber('q.a / 2', { q: { a: 3 } })).toBe(1.5);
  });

  it('lists referenced names per root, ignoring string literals and longer identifiers', () => {
    expect(referencedNames('q.a > 1 && q.b.c == 2 || "q.fake" == x', 'q').sort()).toEqual(['a', 'b']);
    expect(referencedNames('faq.a + q["b"]', 'q')).toEqual(['b']);
    expect(referencedNames('computed.x + norm.y', 'norm')).toEqual(['y']);
  });
});
