import { screen, within } from '@testing-library/react';
import { CompositeSingleChoiceInput } from '../../../src/features/questions/CompositeSingleChoiceInput';
import { MultipleChoiceInput } from '../../../src/features/questions/MultipleChoiceInput';
import { SingleChoiceInput } from '../../../src/features/questions/SingleChoiceInput';
import { SUBS, makeAnswer, makeSlide, option, renderInput } from './fixtures';

describe('SingleChoiceInput', () => {
  it('is a labelled radio group that saves the chosen option and its value', async () => {
    const { user, last } = renderInput(SingleChoiceInput, makeSlide());
    const group = screen.getByRole('group', { name: 'Hoe vaak sport je?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);

    await user.click(screen.getByLabelText('Soms'));
    expect(last()).toMatchObject({ question: 10, options: [2], value: 2 });
    expect(screen.getByLabelText('Soms')).toBeChecked();

    await user.click(screen.getByLabelText('Vaak'));
    expect(last().options).toEqual([3]);
    expect(screen.getByLabelText('Soms')).not.toBeChecked();
  });

  it('works with the keyboard: arrow keys move the choice', async () => {
    const { user, last } = renderInput(SingleChoiceInput, makeSlide(), makeAnswer({ options: [1] }));
    screen.getByLabelText('Nooit').focus();
    await user.keyboard('{ArrowDown}');
    expect(last().options).toEqual([2]);
  });

  it('restores a saved answer and shows the text field of an input option', async () => {
    const slide = makeSlide({ options: [option(1, 'Fiets'), option(2, 'Anders', { input: true })] });
    const { user, last } = renderInput(
      SingleChoiceInput,
      slide,
      makeAnswer({ options: [2], option_values: { 2: 'step' } }),
    );
    expect(screen.getByLabelText('Anders')).toBeChecked();
    const text = screen.getByLabelText('Toelichting bij Anders');
    expect(text).toHaveValue('step');
    await user.type(text, 'je');
    expect(last().option_values).toEqual({ 2: 'stepje' });
    await user.click(screen.getByLabelText('Fiets'));
    expect(last().option_values).toEqual({});
    expect(screen.queryByLabelText('Toelichting bij Anders')).not.toBeInTheDocument();
  });

  it('can be disabled and points at the warning', () => {
    renderInput(SingleChoiceInput, makeSlide(), null, { disabled: true, describedBy: 'warn' });
    expect(screen.getByLabelText('Nooit')).toBeDisabled();
    expect(screen.getByRole('group')).toHaveAttribute('aria-describedby', 'warn');
  });
});

describe('MultipleChoiceInput', () => {
  const slide = makeSlide({
    type: 'multiple-choice',
    options: [
      option(1, 'Voetbal'),
      option(2, 'Zwemmen'),
      option(3, 'Iets anders', { input: true }),
      option(4, 'Ik sport niet', { exclusive: true }),
    ],
  });

  it('collects several options and unchecks them again', async () => {
    const { user, last } = renderInput(MultipleChoiceInput, slide);
    await user.click(screen.getByLabelText('Voetbal'));
    await user.click(screen.getByLabelText('Zwemmen'));
    expect(last().options).toEqual([1, 2]);
    await user.click(screen.getByLabelText('Voetbal'));
    expect(last().options).toEqual([2]);
  });

  it('an exclusive option clears and disables the others; unchecking re-enables them', async () => {
    const { user, last } = renderInput(
      MultipleChoiceInput,
      slide,
      makeAnswer({ options: [1, 3], option_values: { 3: 'judo' } }),
    );
    await user.click(screen.getByLabelText('Ik sport niet'));
    expect(last()).toMatchObject({ options: [4], exclusive_option: 4, option_values: {} });
    for (const name of ['Voetbal', 'Zwemmen', 'Iets anders']) {
      expect(screen.getByLabelText(name)).toBeDisabled();
      expect(screen.getByLabelText(name)).not.toBeChecked();
    }

    await user.click(screen.getByLabelText('Ik sport niet'));
    expect(last()).toMatchObject({ options: [], exclusive_option: null });
    expect(screen.getByLabelText('Voetbal')).toBeEnabled();
  });

  it('stores the free text of an input option in option_values', async () => {
    const { user, last } = renderInput(MultipleChoiceInput, slide);
    await user.click(screen.getByLabelText('Iets anders'));
    await user.type(screen.getByLabelText('Toelichting bij Iets anders'), 'Judo');
    expect(last()).toMatchObject({ options: [3], option_values: { 3: 'Judo' } });

    await user.click(screen.getByLabelText('Iets anders'));
    expect(last().option_values).toEqual({});
  });

  it('toggles with the space bar', async () => {
    const { user, last } = renderInput(MultipleChoiceInput, slide);
    screen.getByLabelText('Zwemmen').focus();
    await user.keyboard(' ');
    expect(last().options).toEqual([2]);
  });
});

describe('CompositeSingleChoiceInput', () => {
  const slide = makeSlide({ composite: true, sub_questions: SUBS });

  it('has one radio group per sub-question, saved in sub_question_options', async () => {
    const { user, last } = renderInput(CompositeSingleChoiceInput, slide);
    const weekdays = screen.getByRole('group', { name: 'Doordeweeks' });
    const weekend = screen.getByRole('group', { name: 'In het weekend' });

    await user.click(within(weekdays).getByLabelText('Vaak'));
    await user.click(within(weekend).getByLabelText('Nooit'));
    expect(last().sub_question_options).toEqual({ 21: 3, 22: 1 });
    expect(within(weekdays).getByLabelText('Vaak')).toBeChecked();
    expect(within(weekend).getByLabelText('Vaak')).not.toBeChecked();
  });

  it('restores saved choices', () => {
    renderInput(CompositeSingleChoiceInput, slide, makeAnswer({ sub_question_options: { 22: 2 } }));
    expect(within(screen.getByRole('group', { name: 'In het weekend' })).getByLabelText('Soms')).toBeChecked();
  });
});
