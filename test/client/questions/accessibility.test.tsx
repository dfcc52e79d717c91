// axe-core over every input (colour contrast needs a real layout engine, so it is left to the browser).
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { AgeGenderInput } from '../../../src/features/questions/AgeGenderInput';
import { QuestionInput } from '../../../src/features/questions/QuestionInput';
import { ValidationWarning } from '../../../src/features/questions/ValidationWarning';
import { SUBS, makeAnswer, makeSlide, option } from './fixtures';

async function violations(ui: ReactElement) {
  const { container } = render(<main>{ui}</main>);
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const slides = {
  single: makeSlide({ skippable: true }),
  multiple: makeSlide({ type: 'multiple-choice', options: [option(1, 'Ja'), option(2, 'Anders', { input: true })] }),
  composite: makeSlide({ composite: true, sub_questions: SUBS }),
  range: makeSlide({ type: 'range-value', subtype: 'percentage', options: [], value_label: 'van de tijd' }),
  number: makeSlide({ type: 'range-value', subtype: 'none', options: [], min_value: 0, max_value: 10 }),
  compositeRange: makeSlide({
    type: 'range-value',
    subtype: 'frac-2',
    options: [],
    composite: true,
    sub_questions: SUBS,
  }),
  sleep: makeSlide({
    type: 'range-value',
    subtype: 'quarter-hour-range',
    options: [],
    composite: true,
    sub_questions: SUBS,
  }),
  bmi: makeSlide({ type: 'bmi', options: [] }),
  oorcheck: makeSlide({ type: 'oorcheck', options: [] }),
};

describe('accessibility of the question inputs', () => {
  it.each(Object.entries(slides))('%s has no axe violations, with its warning', async (_name, slide) => {
    const answer = makeAnswer({ options: [2], option_values: { 2: 'x' }, value: 3 });
    expect(
      await violations(
        <>
          <QuestionInput
            slide={slide}
            answer={answer}
            onChange={jest.fn()}
            describedBy="w"
            onStartOorcheck={jest.fn()}
          />
          <ValidationWarning id="w" validation={['valueRequired']} />
        </>,
      ),
    ).toEqual([]);
  });

  it('age and gender have no axe violations', async () => {
    expect(
      await violations(
        <AgeGenderInput meta={{ age: 18, gender: null }} askAge askGender allowOther onChange={jest.fn()} />,
      ),
    ).toEqual([]);
  });
});
