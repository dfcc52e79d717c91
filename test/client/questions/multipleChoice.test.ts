import { isOptionBlocked, toggleOption } from '../../../src/features/questions/multipleChoice';
import { emptyAnswer } from '../../../src/rules/emptyAnswer';
import { makeAnswer, option } from './fixtures';

const plain = option(1, 'Voetbal');
const other = option(2, 'Anders', { input: true });
const none = option(3, 'Geen', { exclusive: true });
const noneEither = option(4, 'Weet ik niet', { exclusive: true });

describe('toggleOption', () => {
  it('adds an option once', () => {
    const once = toggleOption(makeAnswer(), plain, true);
    expect(toggleOption(once, plain, true).options).toEqual([1]);
  });

  it('keeps the text of an exclusive input option but drops the others', () => {
    const answer = makeAnswer({ options: [2], option_values: { 2: 'x', 3: 'y' } });
    expect(toggleOption(answer, none, true)).toMatchObject({
      options: [3],
      exclusive_option: 3,
      option_values: { 3: 'y' },
    });
  });

  it('unchecking drops the text and leaves another exclusive choice alone', () => {
    const answer = makeAnswer({ options: [2, 4], option_values: { 2: 'x' }, exclusive_option: 4 });
    expect(toggleOption(answer, other, false)).toMatchObject({ options: [4], option_values: {}, exclusive_option: 4 });
  });
});

describe('isOptionBlocked', () => {
  it('blocks every option but the chosen exclusive one', () => {
    const answer = makeAnswer({ options: [3], exclusive_option: 3 });
    expect(isOptionBlocked(answer, none)).toBe(false);
    expect(isOptionBlocked(answer, noneEither)).toBe(true);
    expect(isOptionBlocked(answer, plain)).toBe(true);
    expect(isOptionBlocked(emptyAnswer({ id: 1 }), plain)).toBe(false);
  });
});

describe('emptyAnswer', () => {
  it('is an unanswered, unskipped answer for the slide', () => {
    expect(emptyAnswer({ id: 42 })).toEqual({
      question: 42,
      skip: false,
      options: [],
      option_values: {},
      exclusive_option: null,
      value: null,
      sub_question_options: {},
      sub_question_ranges: {},
      sub_question_values: {},
    });
  });
});
