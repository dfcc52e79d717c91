// A slider reports each move as an input event, as browsers do while it is dragged or moved by key
// (the student app renders with Preact, which listens for input where React also took change).
import { fireEvent, screen } from '@testing-library/react';
import { RangeValueInput } from '../../../src/features/questions/RangeValueInput';
import type { RangeSubtype } from '../../../src/rules/types';
import { SUBS, makeAnswer, makeSlide, renderInput } from './fixtures';

function rangeSlide(subtype: RangeSubtype, over = {}) {
  return makeSlide({ type: 'range-value', subtype, options: [], text: 'Hoeveel?', ...over });
}

// jsdom cannot drag a slider (and does not step it with arrow keys), so slider moves are change events.
describe('RangeValueInput slider', () => {
  it.each([
    ['quarter-hour', '0.25'],
    ['frac-2', '0.5'],
    ['frac-10', '0.1'],
    ['percentage', '1'],
    ['integer', '1'],
  ] as const)('%s uses step %s and the slide min/max', (subtype, step) => {
    renderInput(RangeValueInput, rangeSlide(subtype, { min_value: 0, max_value: 10 }));
    const slider = screen.getByRole('slider', { name: 'Hoeveel?' });
    expect(slider).toHaveAttribute('step', step);
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '10');
  });

  it('says no value is chosen until the slider moves', () => {
    const { changes } = renderInput(RangeValueInput, rangeSlide('integer'));
    expect(screen.getByRole('status')).toHaveTextContent('Nog geen waarde gekozen');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Nog geen waarde gekozen');
    expect(changes).toHaveLength(0);
  });

  it('shows a percentage with a percent sign', () => {
    const { last } = renderInput(RangeValueInput, rangeSlide('percentage'));
    fireEvent.input(screen.getByRole('slider'), { target: { value: '40' } });
    expect(last().value).toBe(40);
    expect(screen.getByRole('status')).toHaveTextContent('40%');
  });

  // Issue 12 item 5: Voeding 'Welk deel…' and Gehoor 'volume' read '65% %'.
  it.each([
    ['%', '65%'],
    ['% van wat je drinkt', '65% van wat je drinkt'],
  ])('shows a percentage with value label %p once as %p', (label, shown) => {
    renderInput(RangeValueInput, rangeSlide('percentage', { value_label: label }));
    fireEvent.input(screen.getByRole('slider'), { target: { value: '65' } });
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${shown}$`));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', shown);
  });

  // Issue 12 item 3: a click on the thumb at 0 kept 'Nog geen waarde gekozen' (no change event).
  it('chooses the minimum when the unset slider is clicked where it rests', async () => {
    const { user, last } = renderInput(RangeValueInput, rangeSlide('quarter-hour', { min_value: 0, max_value: 20 }));
    await user.click(screen.getByRole('slider'));
    expect(last().value).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('0:00');
  });

  it('does not reset a chosen value on a click', async () => {
    const { user, changes } = renderInput(
      RangeValueInput,
      rangeSlide('integer', { min_value: 0, max_value: 7 }),
      makeAnswer({ value: 4 }),
    );
    await user.click(screen.getByRole('slider'));
    expect(changes).toHaveLength(0);
  });

  it("shows the slider's minimum and maximum (issue 12 item 10)", () => {
    const { container } = renderInput(RangeValueInput, rangeSlide('quarter-hour', { min_value: 0, max_value: 20 }));
    expect(container.querySelector('.question__slider-ends')).toHaveTextContent(/^0:0020:00$/);
  });

  it('shows quarter hours as h:mm with the value label', () => {
    const { last } = renderInput(RangeValueInput, rangeSlide('quarter-hour', { max_value: 20, value_label: 'uur' }));
    fireEvent.input(screen.getByRole('slider'), { target: { value: '7.75' } });
    expect(last().value).toBe(7.75);
    expect(screen.getByRole('status')).toHaveTextContent('7:45 uur');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '7:45 uur');
  });

  it('shows fractions the Dutch way and sheds floating-point noise', () => {
    const { last } = renderInput(RangeValueInput, rangeSlide('frac-10'));
    fireEvent.input(screen.getByRole('slider'), { target: { value: '0.30000000000000004' } });
    expect(last().value).toBe(0.3);
    expect(screen.getByRole('status')).toHaveTextContent('0,3');
  });

  it('restores a saved value', () => {
    renderInput(RangeValueInput, rangeSlide('frac-2'), makeAnswer({ value: 2.5 }));
    expect(screen.getByRole('slider')).toHaveValue('2.5');
    expect(screen.getByRole('status')).toHaveTextContent('2,5');
  });

  it('gives each composite sub-question its own slider in sub_question_values', () => {
    const { last } = renderInput(
      RangeValueInput,
      rangeSlide('integer', { composite: true, sub_questions: SUBS, max_value: 7 }),
    );
    expect(screen.getByRole('group', { name: 'Hoeveel?' })).toBeInTheDocument();
    fireEvent.input(screen.getByRole('slider', { name: 'Doordeweeks' }), { target: { value: '3' } });
    fireEvent.input(screen.getByRole('slider', { name: 'In het weekend' }), { target: { value: '1' } });
    expect(last().sub_question_values).toEqual({ 21: 3, 22: 1 });
  });
});

describe("RangeValueInput subtype 'none'", () => {
  const slide = rangeSlide('none', { min_value: 0, max_value: 60, value_label: 'minuten' });

  it('is a plain number box with a digits pattern and a decimal keyboard', () => {
    renderInput(RangeValueInput, slide, null, { describedBy: 'warn' });
    const input = screen.getByRole('textbox', { name: 'Hoeveel?' });
    // Not type=number: each engine reads that box its own way (issue 12 item 2, issue 25 item 3).
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('pattern', '-?[0-9]*[.,]?[0-9]*');
    expect(input).toHaveAttribute('aria-describedby', 'warn');
    expect(screen.getByText('minuten')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('saves what is typed and null when emptied', async () => {
    const { user, last } = renderInput(RangeValueInput, slide);
    const input = screen.getByRole('textbox');
    await user.type(input, '45');
    expect(last().value).toBe(45);
    await user.clear(input);
    expect(last().value).toBeNull();
  });

  it('drops an emptied composite value instead of storing null', async () => {
    const composite = { ...slide, composite: true, sub_questions: SUBS };
    const { user, last } = renderInput(
      RangeValueInput,
      composite,
      makeAnswer({ sub_question_values: { 21: 5, 22: 6 } }),
    );
    await user.clear(screen.getByRole('textbox', { name: 'Doordeweeks' }));
    expect(last().sub_question_values).toEqual({ 22: 6 });
  });

  // Issue 12 item 2: '2,5' was read as 25.
  it.each(['2,5', '2.5'])('reads %p as 2,5 and shows it back with a comma', async (typed) => {
    const { user, last } = renderInput(RangeValueInput, slide);
    await user.type(screen.getByRole('textbox'), typed);
    expect(last().value).toBe(2.5);
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveValue('2,5');
  });

  it('refuses what it cannot read with a Dutch message and keeps no value', async () => {
    const { user, last } = renderInput(RangeValueInput, slide);
    await user.type(screen.getByRole('textbox'), '2x');
    expect(last().value).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Dit getal kunnen we niet lezen.');
  });
});
