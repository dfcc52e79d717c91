// What each question type's input never writes, refused with the exact reason the server logs: the single
// choice's exclusive option, ranges and durations of composite and plain clock-time questions, composite
// numbers, steps, and every field a type leaves empty.
import { checkAnswer, checkOorcheckAnswer, findAnswerProblem, BMI_RAW_MAX } from '../../src/rules/answerCheck';
import { BMI_LENGTH_KEY, BMI_WEIGHT_KEY } from '../../src/rules/bmi';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import type { Answer, Slide } from '../../src/rules/types';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

const file: ContentFile = {
  topic: { name: 'T', category: 't', status: 'optional', icon: null, image: null, contactData: null },
  module: {
    name: 'types',
    title: 'Types',
    start_text: '',
    result_texts: [],
    slides: [
      {
        name: 'keuze',
        text: 'Keuze',
        type: 'single-choice',
        options: [
          { name: 'Ja', value: 1 },
          { name: 'Geen', value: 0, exclusive: true },
          { name: 'Anders', value: 2, input: true },
          { name: 'Weet niet', value: 3, exclusive: true },
        ],
      },
      {
        name: 'nacht',
        text: 'Nacht',
        type: 'range-value',
        subtype: 'quarter-hour-range',
        min_value: 18,
        max_value: 30,
      },
      {
        name: 'nachten',
        text: 'Nachten',
        type: 'range-value',
        subtype: 'quarter-hour-range',
        sub_questions: [
          { key: 'school', name: 'School' },
          { key: 'weekend', name: 'Weekend' },
        ],
      },
      {
        name: 'dagen',
        text: 'Dagen',
        type: 'range-value',
        subtype: 'frac-2',
        min_value: 1,
        max_value: 5,
        sub_questions: [{ key: 'ma', name: 'Maandag' }],
      },
      { name: 'getal', text: 'Getal', type: 'range-value', subtype: 'none', min_value: 2 },
      { name: 'procent', text: 'Procent', type: 'range-value', subtype: 'percentage' },
      { name: 'bmi', text: 'BMI', type: 'bmi' },
      { name: 'oor', text: 'Oor', type: 'oorcheck' },
      {
        name: 'meer',
        text: 'Meer',
        type: 'multiple-choice',
        options: [
          { name: 'A', value: 1, input: true },
          { name: 'Geen van deze, namelijk', value: 0, exclusive: true, input: true },
        ],
      },
    ],
  },
  config: {},
};
const { module } = buildModule(file, 4, () => null);
const slide = (name: string): Slide => module.slides.find((s) => s.name === name)!;
const opt = (name: string, j: number): number => slide(name).options[j].id;
const sub = (name: string, k: number): number => slide(name).sub_questions[k].id;
const check = (name: string, fields: Partial<Answer>) =>
  checkAnswer(slide(name), { ...emptyAnswer(slide(name)), ...fields });

describe('single choice', () => {
  it('takes the exclusive option only as the chosen option itself', () => {
    expect(check('keuze', { options: [opt('keuze', 1)], exclusive_option: opt('keuze', 1), value: 0 })).toBeNull();
    expect(check('keuze', { options: [opt('keuze', 0)], exclusive_option: opt('keuze', 0) })).toBe(
      'exclusive_option is not the chosen exclusive option',
    );
    expect(check('keuze', { options: [opt('keuze', 0)], exclusive_option: opt('keuze', 1) })).toBe(
      'exclusive_option is not the chosen exclusive option',
    );
    expect(check('keuze', { options: [], exclusive_option: opt('keuze', 1) })).toBe(
      'exclusive_option is not the chosen exclusive option',
    );
    // Another exclusive option than the chosen one.
    expect(check('keuze', { options: [opt('keuze', 1)], exclusive_option: opt('keuze', 3), value: 0 })).toBe(
      'exclusive_option is not the chosen exclusive option',
    );
  });

  it('takes an empty answer, and the value only as the chosen option value', () => {
    expect(check('keuze', {})).toBeNull();
    expect(check('keuze', { value: 1 })).toBe("value 1 is not the chosen option's value");
    expect(check('keuze', { options: [opt('keuze', 0)], value: 0 })).toBe("value 0 is not the chosen option's value");
    expect(check('keuze', { options: [12345] })).toBe('option 12345 is not an option of this question');
  });

  it('takes free text on the chosen input option only, and no composite fields', () => {
    const anders = opt('keuze', 2);
    expect(check('keuze', { options: [anders], option_values: { [anders]: 'x' } })).toBeNull();
    expect(check('keuze', { options: [opt('keuze', 0)], option_values: { [anders]: 'x' } })).toBe(
      `text for option ${anders}, which is not chosen`,
    );
    expect(check('keuze', { options: [anders], option_values: { [opt('keuze', 0)]: 'x' } })).toBe(
      `option ${opt('keuze', 0)} takes no text`,
    );
    expect(check('keuze', { sub_question_options: { 1: 2 } })).toBe(
      'sub_question_options is not used by this question',
    );
    expect(check('keuze', { sub_question_ranges: { 1: [1, 2] } })).toBe(
      'sub_question_ranges is not used by this question',
    );
    expect(check('keuze', { sub_question_values: { 1: 2 } })).toBe('sub_question_values is not used by this question');
  });

  it('as a composite question takes an own option per own sub-question, and no single value or option', () => {
    const grid: Slide = { ...slide('keuze'), composite: true, sub_questions: slide('dagen').sub_questions };
    const ma = sub('dagen', 0);
    const gridCheck = (fields: Partial<Answer>) => checkAnswer(grid, { ...emptyAnswer(grid), ...fields });
    expect(gridCheck({ sub_question_options: { [ma]: opt('keuze', 0) } })).toBeNull();
    expect(gridCheck({ sub_question_options: { [ma]: 12345 } })).toBe('option 12345 is not an option of this question');
    expect(gridCheck({ sub_question_options: { [ma + 1]: opt('keuze', 0) } })).toBe(
      `sub-question ${ma + 1} is not part of this question`,
    );
    expect(gridCheck({ sub_question_options: { [ma]: opt('keuze', 0) }, value: 1 })).toBe(
      'value is not used by this question',
    );
    expect(gridCheck({ options: [opt('keuze', 0)] })).toBe('options is not used by this question');
  });
});

describe('a plain clock-time range (no sub-questions)', () => {
  const id = () => slide('nacht').id;
  it('keeps its one range under the slide id, within the slide limits, its duration within a day', () => {
    expect(check('nacht', { sub_question_ranges: { [id()]: [22, 30] }, value: 8 })).toBeNull();
    expect(check('nacht', { sub_question_ranges: { [id()]: [18, 18] }, value: 0 })).toBeNull();
    expect(check('nacht', { sub_question_ranges: { [id()]: [17.75, 20] } })).toBe('range start 17.75 is outside 18–30');
    expect(check('nacht', { sub_question_ranges: { [id()]: [20, 30.25] } })).toBe('range end 30.25 is outside 18–30');
    expect(check('nacht', { sub_question_ranges: { [id() + 1]: [20, 22] } })).toBe(
      `range ${id() + 1} is not part of this question`,
    );
    expect(check('nacht', { value: 24 })).toBeNull();
    expect(check('nacht', { value: 24.25 })).toBe('duration 24.25 is outside 0–24');
    expect(check('nacht', { value: -0.25 })).toBe('duration -0.25 is outside 0–24');
    expect(check('nacht', { sub_question_ranges: { [id()]: [Number.NaN, 20] } })).toBe('range start is not a number');
  });

  it('leaves the choice and sub-question value fields empty', () => {
    expect(check('nacht', { sub_question_values: { [id()]: 8 } })).toBe(
      'sub_question_values is not used by this question',
    );
    expect(check('nacht', { options: [1] })).toBe('options is not used by this question');
    expect(check('nacht', { option_values: { 1: 'x' } })).toBe('option_values is not used by this question');
    expect(check('nacht', { exclusive_option: 1 })).toBe('exclusive_option is not used by this question');
    expect(check('nacht', { sub_question_options: { 1: 1 } })).toBe(
      'sub_question_options is not used by this question',
    );
  });
});

describe('composite clock-time ranges', () => {
  it('take a range and a duration per sub-question of their own, and no single value', () => {
    const [school, weekend] = [sub('nachten', 0), sub('nachten', 1)];
    expect(
      check('nachten', {
        sub_question_ranges: { [school]: [22, 7], [weekend]: [0, 24] },
        sub_question_values: { [school]: 9, [weekend]: 0 },
      }),
    ).toBeNull();
    expect(check('nachten', { sub_question_ranges: { [slide('nachten').id]: [22, 7] } })).toBe(
      `range ${slide('nachten').id} is not part of this question`,
    );
    expect(check('nachten', { sub_question_ranges: { [school]: [22, 24.25] } })).toBe(
      'range end 24.25 is outside 0–24',
    );
    expect(check('nachten', { sub_question_values: { [school]: 25 } })).toBe('duration 25 is outside 0–24');
    expect(check('nachten', { sub_question_values: { [sub('dagen', 0)]: 2 } })).toBe(
      `sub-question ${sub('dagen', 0)} is not part of this question`,
    );
    expect(check('nachten', { value: 8 })).toBe('value is not used by this question');
  });

  it('checks every range and duration, not only the first', () => {
    const [school, weekend] = [sub('nachten', 0), sub('nachten', 1)];
    expect(check('nachten', { sub_question_ranges: { [school]: [22, 7], [weekend]: [22, 25] } })).toBe(
      'range end 25 is outside 0–24',
    );
    expect(check('nachten', { sub_question_values: { [school]: 9, [weekend]: 30 } })).toBe(
      'duration 30 is outside 0–24',
    );
  });
});

describe('composite numbers', () => {
  it('take a value per own sub-question, within the limits and on the step', () => {
    const ma = sub('dagen', 0);
    expect(check('dagen', { sub_question_values: { [ma]: 1 } })).toBeNull();
    expect(check('dagen', { sub_question_values: { [ma]: 4.5 } })).toBeNull();
    expect(check('dagen', { sub_question_values: { [ma]: 5 } })).toBeNull();
    expect(check('dagen', { sub_question_values: { [ma]: 0.5 } })).toBe('value 0.5 is outside 1–5');
    expect(check('dagen', { sub_question_values: { [ma]: 5.5 } })).toBe('value 5.5 is outside 1–5');
    expect(check('dagen', { sub_question_values: { [ma]: 4.4 } })).toBe('value 4.4 is not a step of 0.5');
    expect(check('dagen', { sub_question_values: { [sub('nachten', 0)]: 2 } })).toBe(
      `sub-question ${sub('nachten', 0)} is not part of this question`,
    );
    expect(check('dagen', { sub_question_ranges: { [ma]: [1, 2] } })).toBe(
      'sub_question_ranges is not used by this question',
    );
    expect(check('dagen', { value: 2 })).toBe('value is not used by this question');
    expect(check('dagen', { sub_question_options: { [ma]: 2 } })).toBe(
      'sub_question_options is not used by this question',
    );
  });

  it('checks every sub-question value, not only the first', () => {
    const extra = { id: sub('dagen', 0) + 1, key: 'di', name: 'Dinsdag', question: slide('dagen').id };
    const twoDays: Slide = { ...slide('dagen'), sub_questions: [...slide('dagen').sub_questions, extra] };
    const values = { [sub('dagen', 0)]: 2, [extra.id]: 9 };
    expect(checkAnswer(twoDays, { ...emptyAnswer(twoDays), sub_question_values: values })).toBe(
      'value 9 is outside 1–5',
    );
  });

  it('reads a slide as composite only when it is marked so and has sub-questions', () => {
    const markedWithout: Slide = { ...slide('procent'), composite: true, sub_questions: [] };
    expect(checkAnswer(markedWithout, { ...emptyAnswer(markedWithout), value: 40 })).toBeNull();
    const subsUnmarked: Slide = { ...slide('dagen'), composite: false };
    expect(checkAnswer(subsUnmarked, { ...emptyAnswer(subsUnmarked), value: 2 })).toBeNull();
  });
});

describe('plain numbers', () => {
  it('the number input (none) checks only the limits the slide sets, and has no step', () => {
    expect(check('getal', { value: 2 })).toBeNull();
    expect(check('getal', { value: 12345.678 })).toBeNull();
    expect(check('getal', { value: 1.99 })).toBe('value 1.99 is outside 2–…');
    expect(check('getal', { value: null })).toBeNull();
    const onlyMax: Slide = { ...slide('getal'), min_value: null, max_value: 3 };
    expect(checkAnswer(onlyMax, { ...emptyAnswer(onlyMax), value: -1e6 })).toBeNull();
    expect(checkAnswer(onlyMax, { ...emptyAnswer(onlyMax), value: 3.5 })).toBe('value 3.5 is outside …–3');
  });

  it('takes a tenth on a frac-10 slider despite floating point (0.3 is 2.9999… steps)', () => {
    const tenths: Slide = { ...slide('procent'), subtype: 'frac-10' };
    expect(checkAnswer(tenths, { ...emptyAnswer(tenths), value: 0.3 })).toBeNull();
    expect(checkAnswer(tenths, { ...emptyAnswer(tenths), value: 0.35 })).toBe('value 0.35 is not a step of 0.1');
  });

  it('forgives a slider value less than a millionth off its step, not a millionth itself', () => {
    expect(check('procent', { value: 40 + 1e-7 })).toBeNull();
    expect(check('procent', { value: 0.000001 })).toBe('value 0.000001 is not a step of 1');
  });

  it('a slider without limits spans 0–100 in whole steps', () => {
    expect(check('procent', { value: 0 })).toBeNull();
    expect(check('procent', { value: 100 })).toBeNull();
    expect(check('procent', { value: 100.5 })).toBe('value 100.5 is outside 0–100');
    expect(check('procent', { value: 50.5 })).toBe('value 50.5 is not a step of 1');
    expect(check('procent', { value: 50, sub_question_values: { 1: 2 } })).toBe(
      'sub_question_values is not used by this question',
    );
    expect(check('procent', { value: 50, sub_question_ranges: { 1: [1, 2] } })).toBe(
      'sub_question_ranges is not used by this question',
    );
  });
});

describe('BMI', () => {
  it('takes plausible lengths and weights up to the cap, and the BMI they give', () => {
    // 1000 cm and 1000 kg (the cap) give a BMI of 10.
    const atCap = { [BMI_LENGTH_KEY]: BMI_RAW_MAX, [BMI_WEIGHT_KEY]: BMI_RAW_MAX };
    expect(check('bmi', { value: 10, sub_question_values: atCap })).toBeNull();
    expect(check('bmi', { value: null, sub_question_values: { [BMI_LENGTH_KEY]: 170 } })).toBeNull();
    expect(check('bmi', { value: 22, sub_question_values: { [BMI_LENGTH_KEY]: 170 } })).toBe(
      'BMI does not follow from length and weight',
    );
    expect(check('bmi', { value: null, sub_question_values: { [BMI_LENGTH_KEY]: BMI_RAW_MAX + 1 } })).toBe(
      `BMI input ${BMI_RAW_MAX + 1} is not a plausible length or weight`,
    );
    expect(check('bmi', { value: null, sub_question_values: { [BMI_WEIGHT_KEY]: Number.NaN } })).toBe(
      'BMI input NaN is not a plausible length or weight',
    );
    expect(check('bmi', { value: null, sub_question_values: { [BMI_LENGTH_KEY]: 0 } })).toBe(
      'BMI input 0 is not a plausible length or weight',
    );
    expect(check('bmi', { value: 10 })).toBeNull();
    expect(check('bmi', { value: 50 })).toBeNull();
    expect(check('bmi', { value: 9.9 })).toBe('BMI 9.9 is outside 10–50');
    expect(check('bmi', { value: 50.1 })).toBe('BMI 50.1 is outside 10–50');
    expect(check('bmi', { value: 22, options: [1] })).toBe('options is not used by this question');
    expect(check('bmi', { value: 22, sub_question_ranges: { 1: [1, 2] } })).toBe(
      'sub_question_ranges is not used by this question',
    );
  });
});

describe('hearing test', () => {
  it('takes 0, 1 or nothing, and no other field', () => {
    expect(checkOorcheckAnswer({ ...emptyAnswer({ id: 1 }) })).toBeNull();
    expect(check('oor', { value: 0.5 })).toBe('hearing test result 0.5 is not 0 or 1');
    expect(check('oor', { value: 1, sub_question_values: { 1: 1 } })).toBe(
      'sub_question_values is not used by this question',
    );
    expect(check('oor', { value: 1, option_values: { 1: 'x' } })).toBe('option_values is not used by this question');
  });
});

describe('multiple choice', () => {
  it('takes free text on a chosen input option, and no number or sub-question fields', () => {
    const a = opt('meer', 0);
    expect(check('meer', { options: [a], option_values: { [a]: 'tekst' } })).toBeNull();
    expect(check('meer', { options: [], option_values: { [a]: 'tekst' } })).toBe(
      `text for option ${a}, which is not chosen`,
    );
    expect(check('meer', { options: [a], sub_question_options: { 1: 1 } })).toBe(
      'sub_question_options is not used by this question',
    );
    expect(check('meer', { options: [a], sub_question_values: { 1: 1 } })).toBe(
      'sub_question_values is not used by this question',
    );
  });

  it('takes text on the exclusive option when it is held apart from the options', () => {
    const geen = opt('meer', 1);
    expect(check('meer', { options: [], exclusive_option: geen, option_values: { [geen]: 'niets' } })).toBeNull();
    expect(check('meer', { options: [geen], exclusive_option: geen, option_values: { [geen]: 'niets' } })).toBeNull();
    expect(check('meer', { options: [], option_values: { [geen]: 'niets' } })).toBe(
      `text for option ${geen}, which is not chosen`,
    );
  });

  it('names an exclusive option or a text of an option that the question does not have', () => {
    const a = opt('meer', 0);
    expect(check('meer', { exclusive_option: 12345 })).toBe('option 12345 is not an exclusive option of this question');
    expect(check('meer', { options: [a], option_values: { 12345: 'x' } })).toBe('option 12345 takes no text');
  });
});

describe('not a question', () => {
  it('refuses an answer to a slide that is no question, or a question without a type', () => {
    const empty = emptyAnswer(slide('keuze'));
    expect(checkAnswer({ ...slide('keuze'), category: 'info_slide', type: null }, empty)).toBe('not a question');
    expect(checkAnswer({ ...slide('keuze'), category: 'post-slide' }, empty)).toBe('not a question');
    expect(checkAnswer({ ...slide('keuze'), type: null }, empty)).toBe('not a question');
  });
});

describe('findAnswerProblem', () => {
  it('gives the first problem in answer order, and null when all pass', () => {
    const good = { ...emptyAnswer(slide('procent')), value: 5 };
    const bad = { ...emptyAnswer(slide('oor')), value: 3 };
    expect(findAnswerProblem(module, [good])).toBeNull();
    expect(findAnswerProblem(module, [good, bad, { ...bad, question: 1 }])).toEqual({
      question: slide('oor').id,
      reason: 'hearing test result 3 is not 0 or 1',
    });
  });
});
