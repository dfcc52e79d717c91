import { processModule } from '../../src/rules/engine';
import type { NormEntry, AttemptMeta } from '../../src/rules/types';
import { answer, build, noMeta, slideId } from './fixtures';

// A fitheid-like table: hours per week rated by gender and age; all bounds inclusive.
const table: NormEntry[] = [
  { title: 'Beweging' },
  { value: 'q.uren', gender: 'male', min_age: 15, max_age: 17, start: 0, end: 3, rating: 'bad' },
  { value: 'q.uren', gender: 'male', min_age: 15, max_age: 17, start: 4, end: 10, rating: 'good' },
  { value: 'q.uren', gender: 'female', min_age: 15, max_age: 17, start: 0, end: 2, rating: 'bad' },
  { value: 'q.uren', gender: 'female', min_age: 15, max_age: 17, start: 3, end: 10, rating: 'good' },
  { value: 'q.uren', gender: null, min_age: 18, start: 0, end: 4.5, rating: 'warning' },
  { value: 'q.uren', min_age: 18, start: 5, end: 10, rating: 'good' },
];

function rate(value: number | null, meta: AttemptMeta = noMeta, norm: NormEntry[] = table) {
  const { module, config } = build({ norm: { beweging: norm } });
  const answers = value === null ? [] : [answer(slideId(3), { value })];
  return processModule(module, config, { answers, meta }).normResult[0];
}

describe('norms', () => {
  it('gives name, title, value and rating of the first matching rule', () => {
    expect(rate(6)).toEqual({ name: 'beweging', title: 'Beweging', value: 6, result: 'good' });
  });

  it("passes the title entry's unit on, rated or not, so hours can be shown as h:mm", () => {
    const inHours: NormEntry[] = [{ title: 'Beweging (uur)', unit: 'hours' }, ...table.slice(1)];
    expect(rate(6, noMeta, inHours)).toMatchObject({ value: 6, result: 'good', unit: 'hours' });
    expect(rate(null, noMeta, inHours)).toMatchObject({ value: null, result: null, unit: 'hours' });
    expect(rate(6)).not.toHaveProperty('unit');
  });

  it('rates nothing when the value is null', () => {
    expect(rate(null)).toEqual({ name: 'beweging', title: 'Beweging', value: null, result: null });
  });

  it('has a null title without a title entry', () => {
    expect(rate(6, noMeta, table.slice(1)).title).toBeNull();
  });

  it('includes start and end of the value range', () => {
    const male16: AttemptMeta = { age: 16, gender: 'male' };
    expect(rate(0, male16).result).toBe('bad');
    expect(rate(3, male16).result).toBe('bad');
    expect(rate(4, male16).result).toBe('good');
    expect(rate(10, male16).result).toBe('good');
    expect(rate(3.5, male16).result).toBeNull(); // between two ranges
    expect(rate(10.5, male16).result).toBeNull();
  });

  it('includes min_age and max_age', () => {
    expect(rate(3, { age: 15, gender: 'female' }).result).toBe('good');
    expect(rate(3, { age: 17, gender: 'female' }).result).toBe('good');
    expect(rate(3, { age: 18, gender: 'female' }).result).toBe('warning');
    expect(rate(5, { age: 23, gender: 'female' }).result).toBe('good');
    const onlyYoung: NormEntry[] = [{ value: 'q.uren', max_age: 17, start: 0, end: 10, rating: 'good' }];
    expect(rate(3, { age: 17, gender: null }, onlyYoung).result).toBe('good');
    expect(rate(3, { age: 18, gender: null }, onlyYoung).result).toBeNull();
    const onlyOld: NormEntry[] = [{ value: 'q.uren', min_age: 18, start: 0, end: 10, rating: 'good' }];
    expect(rate(3, { age: 17, gender: null }, onlyOld).result).toBeNull();
    expect(rate(3, { age: 18, gender: null }, onlyOld).result).toBe('good');
  });

  it('selects the category by gender, treating unknown gender as male (starting scope)', () => {
    expect(rate(3, { age: 16, gender: 'female' }).result).toBe('good');
    expect(rate(3, { age: 16, gender: 'male' }).result).toBe('bad');
    expect(rate(3, { age: 16, gender: null }).result).toBe('bad');
    expect(rate(3, { age: 16, gender: 'other' }).result).toBeNull();
    expect(rate(3, { age: null, gender: 'other' }).result).toBe('warning'); // default age 18, gender-free rule
  });

  it('uses the default age 18 while age is unknown', () => {
    expect(rate(3, { age: null, gender: 'male' }).result).toBe('warning');
  });

  it('rates computed values and counts ratings for rules', () => {
    const { module, config } = build({
      computed: { dubbel: 'q.uren * 2' },
      norm: {
        a: [
          { value: 'computed.dubbel', start: 0, end: 5, rating: 'bad' },
          { value: 'computed.dubbel', start: 5.5, end: 99, rating: 'good' },
        ],
        b: [{ value: 'q.uren', start: 0, end: 99, rating: 'warning' }],
        c: [{ value: 'q.sport', start: 0, end: 99, rating: 'neutral' }],
        d: [{ value: 'q.uren', start: 0, end: 99, rating: 'good' }],
      },
      result: [
        {
          when: 'count_good == 2 && count_warning == 1 && count_neutral == 0 && count_bad == 0 && norm.a == "good"',
          value: 'good',
        },
      ],
    });
    const processed = processModule(module, config, { answers: [answer(slideId(3), { value: 3 })], meta: noMeta });
    expect(processed.normResult.map((n) => n.result)).toEqual(['good', 'warning', null, 'good']);
    expect(processed.normResult[0].value).toBe(6);
    expect(processed.result).toBe('good');
  });
});
