// How a norm picks its row: an entry with a value is a row even when it has a title, null limits are no limits,
// the value shown when no row matches, and a norm of a title alone.
import { isNormTitle, normRuleMatches, normRules, rateNorm, rateNorms } from '../../src/rules/norms';
import { baseScope } from '../../src/rules/scope';
import type { NormEntry, NormRule } from '../../src/rules/types';
import { answer, build, noMeta, optionId, slideId } from './fixtures';

const { module } = build();
const scope = (meta = noMeta) =>
  baseScope(module, [answer(slideId(3), { value: 5 }), answer(slideId(1), { options: [optionId(1, 2)] })], meta);
const row = (fields: Partial<NormRule>): NormRule => ({
  value: 'q.uren',
  start: 0,
  end: 10,
  rating: 'good',
  ...fields,
});

describe('norm rows', () => {
  it('counts an entry with a value as a row even when it carries a title', () => {
    const both = { title: 'Titel', ...row({}) } as NormEntry;
    expect(isNormTitle(both)).toBe(false);
    expect(isNormTitle({ title: 'Titel' })).toBe(true);
    expect(isNormTitle(row({}))).toBe(false);
    expect(normRules([{ title: 'T' }, both, row({ rating: 'bad' })])).toEqual([both, row({ rating: 'bad' })]);
  });

  it('treats null and absent limits alike, and bounds inclusively', () => {
    expect(normRuleMatches(row({ gender: null, min_age: null, max_age: null }), 5, 16, 'female')).toBe(true);
    expect(normRuleMatches(row({ min_age: 16 }), 5, 16, null)).toBe(true);
    expect(normRuleMatches(row({ min_age: 17 }), 5, 16, null)).toBe(false);
    expect(normRuleMatches(row({ max_age: 16 }), 5, 16, null)).toBe(true);
    expect(normRuleMatches(row({ max_age: 15 }), 5, 16, null)).toBe(false);
    expect(normRuleMatches(row({ gender: 'female' }), 5, 16, null)).toBe(false);
    expect(normRuleMatches(row({ gender: 'female' }), 5, 16, 'female')).toBe(true);
    expect(normRuleMatches(row({ start: 5, end: 5 }), 5, 16, null)).toBe(true);
    expect(normRuleMatches(row({ start: 5.01 }), 5, 16, null)).toBe(false);
    expect(normRuleMatches(row({ end: 4.99 }), 5, 16, null)).toBe(false);
  });

  it('shows the first value it could compute when no row matches', () => {
    const rows: NormEntry[] = [
      row({ value: 'q.bmi', start: 0, end: 100 }), // unanswered: no value
      row({ value: 'q.uren', start: 6, end: 10 }),
      row({ value: 'q.sport', start: 3, end: 10 }),
    ];
    expect(rateNorm('n', rows, scope())).toEqual({ name: 'n', title: null, value: 5, result: null });
    expect(rateNorm('n', [row({ value: 'q.sport', start: 3, end: 4 }), row({})], scope())).toEqual({
      name: 'n',
      title: null,
      value: 5,
      result: 'good',
    });
  });

  it('rates a norm of a title alone as nothing, with its title and unit', () => {
    expect(rateNorm('n', [{ title: 'Alleen titel', unit: 'hours' }], scope())).toEqual({
      name: 'n',
      title: 'Alleen titel',
      value: null,
      result: null,
      unit: 'hours',
    });
  });

  it("matches 'other' only to rows without a gender, and unknown gender as male", () => {
    const rows: NormEntry[] = [row({ gender: 'male', rating: 'bad' }), row({ rating: 'warning' })];
    expect(rateNorm('n', rows, scope({ age: 16, gender: 'other' })).result).toBe('warning');
    expect(rateNorm('n', rows, scope({ age: 16, gender: null })).result).toBe('bad');
    const female: NormEntry[] = [row({ gender: 'female', rating: 'bad' }), row({ rating: 'warning' })];
    expect(rateNorm('n', female, scope({ age: 16, gender: 'female' })).result).toBe('bad');
    expect(rateNorm('n', female, scope({ age: 16, gender: null })).result).toBe('warning');
  });

  it('takes an entry as the title only when it has a title text and no value', () => {
    expect(isNormTitle({ title: 'Beweging' })).toBe(true);
    expect(isNormTitle({ unit: 'hours' } as NormEntry)).toBe(false);
    expect(isNormTitle({ title: null } as unknown as NormEntry)).toBe(false);
  });

  it('counts the ratings of rated norms only', () => {
    const outcome = rateNorms({ rated: [row({ rating: 'bad' })], unrated: [row({ start: 6 })] }, scope());
    expect(outcome.byName).toEqual({ rated: 'bad', unrated: null });
    expect(outcome.counts).toEqual({ bad: 1, warning: 0, neutral: 0, good: 0 });
  });
});
