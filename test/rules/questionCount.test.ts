import {
  countQuestions,
  questionLabel,
  questionNumbers,
  questionPosition,
  slideOfQuestion,
} from '../../src/rules/questionCount';
import { buildSlideList } from '../../src/rules/slideList';
import { build, noMeta, slideId } from './fixtures';

// Fixture slides: intro (info), sport, eten, uren, bmi, oor, slaap (2 sub-questions), stelling (3), slot (info).
const { module, config } = build({ required_meta: ['age'] });

describe('question count', () => {
  it('counts one per question slide and the sub-questions of composite slides', () => {
    expect(countQuestions(module.slides)).toBe(5 + 2 + 3);
  });

  it('does not count info, pre- and post-slides', () => {
    const slides = buildSlideList(module, config, { skipSlides: [], skipToEndFrom: null }, noMeta);
    expect(countQuestions(slides)).toBe(10);
    expect(countQuestions([module.slides[0], module.slides[8]])).toBe(0);
  });

  it('numbers questions with ranges for composites', () => {
    const numbers = questionNumbers(module.slides);
    expect(numbers.get(slideId(0))).toBeUndefined();
    expect(numbers.get(slideId(1))).toEqual({ from: 1, to: 1 });
    expect(numbers.get(slideId(5))).toEqual({ from: 5, to: 5 });
    expect(numbers.get(slideId(6))).toEqual({ from: 6, to: 7 });
    expect(numbers.get(slideId(7))).toEqual({ from: 8, to: 10 });
    expect(questionLabel(numbers, slideId(2))).toBe('2');
    expect(questionLabel(numbers, slideId(7))).toBe('8-10');
    expect(questionLabel(numbers, slideId(0))).toBeNull();
  });

  it('renumbers when slides are skipped', () => {
    const slides = buildSlideList(module, config, { skipSlides: ['sport', 'slaap'], skipToEndFrom: null }, noMeta);
    const numbers = questionNumbers(slides);
    expect(questionLabel(numbers, slideId(2))).toBe('1');
    expect(questionLabel(numbers, slideId(7))).toBe('5-7');
    expect(countQuestions(slides)).toBe(7);
  });

  it('finds the slide of a question number (clamped) and where a question pager stands', () => {
    // module.slides: intro (info), 1, 2, 3, 4, 5, 6-7, 8-10, slot (info)
    const slides = module.slides;
    expect([1, 5, 6, 7, 9, 0, 99].map((n) => slideOfQuestion(slides, n))).toEqual([1, 5, 6, 6, 7, 1, 7]);
    expect(slideOfQuestion([slides[0]], 1)).toBe(-1);
    expect(questionPosition(slides, 0)).toEqual({ current: null, anchor: 1 });
    expect(questionPosition(slides, 6)).toEqual({ current: { from: 6, to: 7 }, anchor: 6 });
    expect(questionPosition(slides, 8)).toEqual({ current: null, anchor: 10 });
  });
});
