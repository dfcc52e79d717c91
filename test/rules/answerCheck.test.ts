// The server's check that a finish holds only answers the module's inputs can produce: every shipped
// module's answers pass, made-up ones are named.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAnswer, findAnswerProblem } from '../../src/rules/answerCheck';
import { BMI_LENGTH_KEY, BMI_WEIGHT_KEY } from '../../src/rules/bmi';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { processModule } from '../../src/rules/engine';
import type { Slide } from '../../src/rules/types';
import { bigModuleFile } from '../../bench/fixtures/bigModule';
import { answer, build, optionId, slideId, subId } from './fixtures';
import { LONGEST_TEXT, VARIANTS, studentAnswers } from '../../bench/fixtures/studentAnswers';

const MODULES = join(__dirname, '..', '..', 'content', 'modules');
const shipped = readdirSync(MODULES)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe.each(shipped)('every answer a student can give in content/modules/%s passes', (fileName) => {
  const file = JSON.parse(readFileSync(join(MODULES, fileName), 'utf8')) as ContentFile;
  const { module, config } = buildModule(file, 3, () => ({ id: 1, modified: 1 }));

  it.each(VARIANTS)('%s answers', (variant) => {
    const answers = studentAnswers(module.slides, variant);
    expect(answers.length).toBeGreaterThan(0);
    expect(findAnswerProblem(module, answers)).toBeNull();
    // And the rule engine still takes them.
    expect(processModule(module, config, { answers, meta: { age: 16, gender: 'female' } }).result).toEqual(
      expect.any(String),
    );
  });
});

it('passes the 100-slide benchmark module', () => {
  const { module } = buildModule(bigModuleFile(), 9, () => null);
  for (const variant of VARIANTS) expect(findAnswerProblem(module, studentAnswers(module.slides, variant))).toBeNull();
});

describe('answers the module cannot have produced', () => {
  const { module } = build();
  const slide = (index: number): Slide => module.slides.find((s) => s.id === slideId(index))!;
  const problem = (index: number, fields: Parameters<typeof answer>[1]) =>
    checkAnswer(slide(index), answer(slideId(index), fields));

  // Fixture slides: 1 sport (single), 2 eten (multiple: 3 Anders input, 4 Niets exclusive), 3 uren 0–10
  // skippable, 4 bmi, 5 oorcheck, 6 slaap (composite quarter-hour-range), 7 stelling (composite single).
  it('accepts what the inputs write', () => {
    expect(problem(1, { options: [optionId(1, 1)], value: 1 })).toBeNull();
    expect(
      problem(2, { options: [optionId(2, 0), optionId(2, 2)], option_values: { [optionId(2, 2)]: LONGEST_TEXT } }),
    ).toBeNull();
    expect(problem(2, { options: [optionId(2, 3)], exclusive_option: optionId(2, 3) })).toBeNull();
    expect(problem(3, { value: 10 })).toBeNull();
    expect(problem(3, { value: 4, skip: true })).toBeNull();
    expect(
      problem(4, { value: 22.1, sub_question_values: { [BMI_LENGTH_KEY]: 170, [BMI_WEIGHT_KEY]: 64 } }),
    ).toBeNull();
    expect(problem(4, { value: 22.1 })).toBeNull(); // older clients sent the BMI alone
    expect(problem(5, { value: 0 })).toBeNull();
    expect(problem(5, { value: 1 })).toBeNull();
    expect(
      problem(6, { sub_question_ranges: { [subId(6, 0)]: [22.5, 7] }, sub_question_values: { [subId(6, 0)]: 8.5 } }),
    ).toBeNull();
    expect(
      problem(7, { sub_question_options: { [subId(7, 0)]: optionId(7, 1), [subId(7, 2)]: optionId(7, 0) } }),
    ).toBeNull();
  });

  it('refuses unknown option ids and options of another question', () => {
    expect(problem(1, { options: [999_999] })).toMatch(/not an option/);
    expect(problem(1, { options: [optionId(2, 0)] })).toMatch(/not an option/);
    expect(problem(2, { options: [optionId(1, 0)] })).toMatch(/not an option/);
    expect(problem(7, { sub_question_options: { [subId(7, 0)]: optionId(1, 0) } })).toMatch(/not an option/);
    expect(problem(7, { sub_question_options: { [subId(6, 0)]: optionId(7, 0) } })).toMatch(
      /not part of this question/,
    );
  });

  it('refuses values outside the slide limits, and BMI and hearing results no input makes', () => {
    expect(problem(3, { value: 11 })).toMatch(/outside 0–10/);
    expect(problem(3, { value: -1, skip: true })).toMatch(/outside/);
    expect(problem(3, { value: 1e9 })).toMatch(/outside/);
    expect(problem(6, { sub_question_ranges: { [subId(6, 0)]: [22, 30] } })).toMatch(/outside/);
    expect(problem(6, { sub_question_values: { [subId(6, 0)]: 40 } })).toMatch(/outside/);
    expect(problem(4, { value: 80 })).toMatch(/outside/);
    expect(problem(4, { value: 30, sub_question_values: { [BMI_LENGTH_KEY]: 170, [BMI_WEIGHT_KEY]: 64 } })).toMatch(
      /does not follow/,
    );
    expect(problem(4, { value: null, sub_question_values: { [BMI_LENGTH_KEY]: -170 } })).toMatch(/plausible/);
    expect(problem(4, { value: null, sub_question_values: { 5: 170 } })).toMatch(/not a BMI input/);
    expect(problem(5, { value: 7 })).toMatch(/not 0 or 1/);
  });

  it('refuses a single choice with two options or a value that is not the option’s', () => {
    expect(problem(1, { options: [optionId(1, 0), optionId(1, 1)] })).toMatch(/more than one/);
    expect(problem(1, { options: [optionId(1, 1)], value: 2 })).toMatch(/chosen option's value/);
  });

  it('refuses exclusive options next to others, and free text on the wrong option', () => {
    expect(problem(2, { options: [optionId(2, 0), optionId(2, 3)], exclusive_option: optionId(2, 3) })).toMatch(
      /next to the exclusive/,
    );
    expect(problem(2, { options: [optionId(2, 0), optionId(2, 3)] })).toMatch(/without exclusive_option/);
    expect(problem(2, { exclusive_option: optionId(2, 0) })).toMatch(/not an exclusive option/);
    expect(problem(2, { options: [optionId(2, 0)], option_values: { [optionId(2, 0)]: 'x' } })).toMatch(
      /takes no text/,
    );
    expect(problem(2, { options: [optionId(2, 0)], option_values: { [optionId(2, 2)]: 'x' } })).toMatch(/not chosen/);
    expect(problem(2, { options: [optionId(2, 0), optionId(2, 0)] })).toMatch(/twice/);
  });

  it('refuses skips of questions without the skip box, and fields the question never fills', () => {
    expect(problem(1, { skip: true, options: [optionId(1, 0)] })).toMatch(/not skippable/);
    expect(problem(3, { value: 4, options: [optionId(1, 0)] })).toMatch(/options is not used/);
    expect(problem(2, { options: [optionId(2, 0)], value: 3 })).toMatch(/value is not used/);
  });

  it('names the answer: unknown or non-question slides and questions answered twice', () => {
    expect(findAnswerProblem(module, [answer(424242)])).toEqual({
      question: 424242,
      reason: 'not a question of this module',
    });
    expect(findAnswerProblem(module, [answer(slideId(0))])).toEqual({ question: slideId(0), reason: 'not a question' });
    const twice = answer(slideId(3), { value: 2 });
    expect(findAnswerProblem(module, [twice, twice])).toEqual({ question: slideId(3), reason: 'answered twice' });
  });
});
