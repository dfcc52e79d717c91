// A slider reports each move as an input event, as browsers do while it is dragged or moved by key
// (the student app renders with Preact, which listens for input where React also took change).
import { fireEvent, screen, within } from '@testing-library/react';
import { QuarterHourRangeInput } from '../../../src/features/questions/QuarterHourRangeInput';
import { SUBS, makeAnswer, makeSlide, renderInput } from './fixtures';

const sleep = makeSlide({
  type: 'range-value',
  subtype: 'quarter-hour-range',
  options: [],
  text: 'Hoe laat ga je slapen en sta je op?',
  composite: true,
  sub_questions: SUBS,
  min_value: 18,
  max_value: 36,
});

describe('QuarterHourRangeInput', () => {
  it('has a start and an end thumb per sub-question, in quarter-hour steps', () => {
    renderInput(QuarterHourRangeInput, sleep);
    const weekdays = screen.getByRole('group', { name: 'Doordeweeks' });
    const start = within(weekdays).getByRole('slider', { name: 'Begintijd' });
    const end = within(weekdays).getByRole('slider', { name: 'Eindtijd' });
    expect(start).toHaveAttribute('step', '0.25');
    expect(start).toHaveAttribute('min', '18');
    expect(end).toHaveAttribute('max', '36');
    expect(within(weekdays).getByRole('status')).toHaveTextContent('Nog geen tijden gekozen');
  });

  it("saves the range and the duration modulo 24 h and shows 'start – end = duration'", () => {
    const { last } = renderInput(QuarterHourRangeInput, sleep);
    const weekdays = screen.getByRole('group', { name: 'Doordeweeks' });
    fireEvent.input(within(weekdays).getByRole('slider', { name: 'Begintijd' }), { target: { value: '22.5' } });
    // The untouched end thumb rests at the slider's end (36 = 12:00) and is saved with the first move.
    expect(last().sub_question_ranges).toEqual({ 21: [22.5, 36] });
    fireEvent.input(within(weekdays).getByRole('slider', { name: 'Eindtijd' }), { target: { value: '31' } });
    expect(last()).toMatchObject({ sub_question_ranges: { 21: [22.5, 31] }, sub_question_values: { 21: 8.5 } });
    expect(within(weekdays).getByRole('status')).toHaveTextContent('22:30 – 7:00 = 8:30');
    expect(within(weekdays).getByRole('slider', { name: 'Eindtijd' })).toHaveAttribute('aria-valuetext', '7:00');
  });

  it('chooses the resting times when an unset thumb is clicked, and shows the ends (issue 12 items 3, 10)', async () => {
    const { user, last, container } = renderInput(QuarterHourRangeInput, sleep);
    const weekdays = screen.getByRole('group', { name: 'Doordeweeks' });
    expect(container.querySelector('.question__slider-ends')).toHaveTextContent(/^18:0012:00$/);
    await user.click(within(weekdays).getByRole('slider', { name: 'Begintijd' }));
    expect(last().sub_question_ranges).toEqual({ 21: [18, 36] });
  });

  it('wraps crossed thumbs around midnight', () => {
    const slide = { ...sleep, min_value: 0, max_value: 24 };
    const { last } = renderInput(QuarterHourRangeInput, slide, makeAnswer({ sub_question_ranges: { 22: [1, 9] } }));
    const weekend = screen.getByRole('group', { name: 'In het weekend' });
    fireEvent.input(within(weekend).getByRole('slider', { name: 'Begintijd' }), { target: { value: '23.75' } });
    expect(last().sub_question_values[22]).toBe(9.25);
    expect(within(weekend).getByRole('status')).toHaveTextContent('23:45 – 9:00 = 9:15');
  });

  it('restores saved ranges', () => {
    renderInput(QuarterHourRangeInput, sleep, makeAnswer({ sub_question_ranges: { 22: [23, 33.5] } }));
    const weekend = screen.getByRole('group', { name: 'In het weekend' });
    expect(within(weekend).getByRole('slider', { name: 'Begintijd' })).toHaveValue('23');
    expect(within(weekend).getByRole('status')).toHaveTextContent('23:00 – 9:30 = 10:30');
  });

  it('keeps a non-composite range under the slide id and saves the duration as value', () => {
    const single = { ...sleep, composite: false, sub_questions: [] };
    const { last } = renderInput(QuarterHourRangeInput, single, null, { describedBy: 'warn' });
    expect(screen.getByRole('group', { name: 'Hoe laat ga je slapen en sta je op?' })).toHaveAttribute(
      'aria-describedby',
      'warn',
    );
    fireEvent.input(screen.getByRole('slider', { name: 'Begintijd' }), { target: { value: '23' } });
    fireEvent.input(screen.getByRole('slider', { name: 'Eindtijd' }), { target: { value: '30.25' } });
    expect(last()).toMatchObject({ sub_question_ranges: { 10: [23, 30.25] }, value: 7.25 });
  });

  it('disables both thumbs when disabled', () => {
    renderInput(QuarterHourRangeInput, sleep, null, { disabled: true });
    for (const slider of screen.getAllByRole('slider')) expect(slider).toBeDisabled();
  });
});
