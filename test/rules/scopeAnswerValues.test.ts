// What `q.<slide>` reads for each shape an answer can take: raw BMI inputs, keyed composite sub-questions,
// composite numbers, options without a value, the exclusive option of a single choice, hearing results.
import { BMI_LENGTH_KEY, BMI_WEIGHT_KEY } from '../../src/rules/bmi';
import { answerValue, baseScope, bmiScopeValue } from '../../src/rules/scope';
import type { Answer, Slide } from '../../src/rules/types';
import { answer, build, noMeta, optionId, slideId, subId } from './fixtures';

const { module } = build();
const slide = (index: number): Slide => module.slides[index];
const read = (index: number, fields: Partial<Answer>) => answerValue(slide(index), answer(slideId(index), fields));

describe('BMI from raw inputs', () => {
  it('counts one raw input alone as raw (no BMI without the other), whatever value was saved', () => {
    expect(bmiScopeValue(answer(1, { value: 22, sub_question_values: { [BMI_LENGTH_KEY]: 180 } }))).toBeNull();
    expect(bmiScopeValue(answer(1, { value: 22, sub_question_values: { [BMI_WEIGHT_KEY]: 70 } }))).toBeNull();
  });

  it('reads the saved value of an answer without the raw map, and null for a value that is no finite number', () => {
    const older = { ...answer(1, { value: 21.96 }), sub_question_values: undefined } as unknown as Answer;
    expect(bmiScopeValue(older)).toBe(22);
    expect(bmiScopeValue(answer(1, { value: Number.NaN }))).toBeNull();
    expect(bmiScopeValue(answer(1, { value: Number.POSITIVE_INFINITY }))).toBeNull();
    expect(bmiScopeValue(answer(1, { value: null }))).toBeNull();
  });

  it('rounds to one decimal before the 10–50 bounds', () => {
    expect(bmiScopeValue(answer(1, { value: 9.96 }))).toBe(10);
    expect(bmiScopeValue(answer(1, { value: 50.04 }))).toBe(50);
    expect(bmiScopeValue(answer(1, { value: 50.05 }))).toBeNull();
    expect(bmiScopeValue(answer(1, { value: 9.94 }))).toBeNull();
  });
});

describe('composite answers', () => {
  it('reads numbers of composite range questions, and each keyed sub-question by key and by text', () => {
    const keyed: Slide = {
      ...slide(6),
      subtype: 'integer',
      sub_questions: [
        { ...slide(6).sub_questions[0], key: 'sch', name: 'Op schooldagen' },
        { ...slide(6).sub_questions[1], name: 'weekend' },
      ],
    };
    const a = answer(keyed.id, { sub_question_values: { [subId(6, 0)]: 7, [subId(6, 1)]: 0 } });
    expect(answerValue(keyed, a)).toEqual({ sch: 7, 'Op schooldagen': 7, weekend: 0 });
  });

  it('prefers a range over a number, and a number over an option, per sub-question', () => {
    const a = answer(slideId(6), {
      sub_question_ranges: { [subId(6, 0)]: [22, 6] },
      sub_question_values: { [subId(6, 0)]: 3, [subId(6, 1)]: 4 },
      sub_question_options: { [subId(6, 1)]: optionId(7, 0) },
    });
    expect(answerValue(slide(6), a)).toEqual({ school: 8, weekend: 4 });
  });

  it('gives null for a sub-question answered with an option that is not the slide’s', () => {
    expect(read(7, { sub_question_options: { [subId(7, 0)]: optionId(1, 0) } })).toEqual({ a: null, b: null, c: null });
  });

  it('reads a slide marked composite without sub-questions by its type', () => {
    const plain: Slide = { ...slide(1), composite: true, sub_questions: [] };
    expect(answerValue(plain, answer(plain.id, { options: [optionId(1, 1)] }))).toBe(1);
  });
});

describe('choices', () => {
  it("reads a single choice's exclusive option when no option is listed, and null for an unknown option", () => {
    expect(read(1, { exclusive_option: optionId(1, 2) })).toBe(2);
    expect(read(1, { options: [optionId(1, 0)], exclusive_option: optionId(1, 2) })).toBe(0);
    expect(read(1, { options: [424242] })).toBeNull();
    expect(read(1, {})).toBeNull();
  });

  it('leaves options without a value out of a multiple choice, and counts the exclusive option once', () => {
    const noValue: Slide = {
      ...slide(2),
      options: slide(2).options.map((o, j) => (j === 1 ? { ...o, value: null } : o)),
    };
    expect(answerValue(noValue, answer(noValue.id, { options: [optionId(2, 0), optionId(2, 1)] }))).toEqual([1]);
    expect(read(2, { options: [optionId(2, 3)], exclusive_option: optionId(2, 3) })).toEqual([0]);
    expect(read(2, {})).toEqual([]);
  });
});

describe('other questions', () => {
  it('reads a hearing result: nothing yet, 0, and anything else as 1', () => {
    expect(read(5, { value: null })).toBeNull();
    expect(read(5, { value: 0 })).toBe(0);
    expect(read(5, { value: 7 })).toBe(1);
  });

  it('reads a plain clock-time range from its range, else from its value', () => {
    const plain: Slide = { ...slide(6), composite: false, sub_questions: [] };
    expect(answerValue(plain, answer(plain.id, { value: 6.5 }))).toBe(6.5);
    expect(answerValue(plain, answer(plain.id, { value: 6.5, sub_question_ranges: { [plain.id]: [23, 7] } }))).toBe(8);
  });

  it('reads a range only for a clock-time range question, not one stored next to a number', () => {
    expect(read(3, { value: 4, sub_question_ranges: { [slideId(3)]: [22, 6] } })).toBe(4);
  });

  it('reads nothing from a skipped or missing answer', () => {
    expect(answerValue(slide(3), undefined)).toBeNull();
    expect(read(3, { skip: true, value: 4 })).toBeNull();
  });
});

describe('answers stored without some of the maps (older clients)', () => {
  /** The answer with the given maps left out altogether, as an older client stored it. */
  function older(index: number, fields: Partial<Answer>, missing: Array<keyof Answer>): Answer {
    const stored: Partial<Answer> = answer(slideId(index), fields);
    for (const field of missing) delete stored[field];
    return stored as Answer;
  }

  it('reads a composite answer from the map it has, the others missing', () => {
    const eens = optionId(7, 0);
    const options = older(7, { sub_question_options: { [subId(7, 0)]: eens } }, [
      'sub_question_ranges',
      'sub_question_values',
    ]);
    expect(answerValue(slide(7), options)).toMatchObject({ a: 1, b: null, c: null });
    const ranges = older(6, { sub_question_ranges: { [subId(6, 0)]: [22, 6] } }, [
      'sub_question_values',
      'sub_question_options',
    ]);
    expect(answerValue(slide(6), ranges)).toMatchObject({ school: 8, weekend: null });
  });

  it('reads a plain clock-time range without a range map from its value', () => {
    const plain: Slide = { ...slide(6), composite: false, sub_questions: [] };
    const stored = { ...answer(plain.id, { value: 6.5 }) } as Partial<Answer>;
    delete stored.sub_question_ranges;
    expect(answerValue(plain, stored as Answer)).toBe(6.5);
  });
});

describe('meta in the scope', () => {
  it('counts an undefined gender as unknown and an undefined age as 18', () => {
    const scope = baseScope(module, [], { age: undefined, gender: undefined } as unknown as typeof noMeta);
    expect(scope).toMatchObject({ age: 18, gender: null, male: true, female: false });
  });

  it('marks skipped only the questions whose answer says skip', () => {
    const scope = baseScope(module, [answer(slideId(3), { skip: true }), answer(slideId(1), {})], noMeta);
    expect(scope.skipped).toEqual({
      sport: false,
      eten: false,
      uren: true,
      bmi: false,
      oor: false,
      slaap: false,
      stelling: false,
    });
  });
});
