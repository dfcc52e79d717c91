import { render, screen } from '@testing-library/react';
import { QuestionInput } from '../../../src/features/questions/QuestionInput';
import { SUBS, makeAnswer, makeSlide, renderInput } from './fixtures';

describe('QuestionInput picks the input from type, subtype and composite', () => {
  it.each([
    ['single choice', makeSlide(), 'radio', 3],
    ['composite single choice', makeSlide({ composite: true, sub_questions: SUBS }), 'radio', 6],
    ['multiple choice', makeSlide({ type: 'multiple-choice' }), 'checkbox', 3],
    ['range value', makeSlide({ type: 'range-value', subtype: 'integer', options: [] }), 'slider', 1],
    ['plain number', makeSlide({ type: 'range-value', subtype: 'none', options: [] }), 'textbox', 1],
    [
      'quarter-hour range',
      makeSlide({
        type: 'range-value',
        subtype: 'quarter-hour-range',
        options: [],
        composite: true,
        sub_questions: SUBS,
      }),
      'slider',
      4,
    ],
    ['bmi', makeSlide({ type: 'bmi', options: [] }), 'textbox', 2],
    ['oorcheck', makeSlide({ type: 'oorcheck', options: [] }), 'button', 1],
  ] as const)('%s', (_name, slide, role, count) => {
    render(<QuestionInput slide={slide} answer={null} onChange={jest.fn()} onStartOorcheck={jest.fn()} />);
    expect(screen.getAllByRole(role)).toHaveLength(count);
  });

  it('renders nothing for info slides and the synthetic pre/post slides', () => {
    for (const slide of [
      makeSlide({ category: 'info_slide', type: null, options: [] }),
      makeSlide({ category: 'pre-slide', type: null, options: [] }),
      makeSlide({ category: 'post-slide', type: null, options: [] }),
    ]) {
      const { container, unmount } = render(<QuestionInput slide={slide} answer={null} onChange={jest.fn()} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('keeps the oorcheck button disabled without a start handler', () => {
    render(<QuestionInput slide={makeSlide({ type: 'oorcheck', options: [] })} answer={null} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Doe de Oorcheck' })).toBeDisabled();
  });
});

describe('skippable questions', () => {
  const slide = makeSlide({ skippable: true });

  it('shows no skip checkbox on ordinary questions', () => {
    render(<QuestionInput slide={makeSlide()} answer={null} onChange={jest.fn()} />);
    expect(screen.queryByLabelText('Ik heb dit onderdeel (nog) niet gedaan')).not.toBeInTheDocument();
  });

  it('marks the answer skipped and disables the input; unticking brings the answer back', async () => {
    const { user, last } = renderInput(QuestionInput, slide, makeAnswer({ options: [2], value: 2 }));
    await user.click(screen.getByLabelText('Ik heb dit onderdeel (nog) niet gedaan'));
    expect(last()).toMatchObject({ skip: true, options: [2] });
    expect(screen.getByLabelText('Soms')).toBeDisabled();

    await user.click(screen.getByLabelText('Ik heb dit onderdeel (nog) niet gedaan'));
    expect(last().skip).toBe(false);
    expect(screen.getByLabelText('Soms')).toBeEnabled();
    expect(screen.getByLabelText('Soms')).toBeChecked();
  });

  // Issue 23: the box always read the default, wrong for e.g. 'Hoeveel van je vrienden roken of vapen?'.
  it("shows the question's own skip label when the content gives one, the default otherwise", async () => {
    const own = makeSlide({ skippable: true, skip_label: 'Dat weet ik niet' });
    const { user, last } = renderInput(QuestionInput, own);
    expect(screen.queryByLabelText('Ik heb dit onderdeel (nog) niet gedaan')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Dat weet ik niet' }));
    expect(last()).toMatchObject({ skip: true });
  });

  it('keeps the default label when skip_label is null', () => {
    render(
      <QuestionInput slide={makeSlide({ skippable: true, skip_label: null })} answer={null} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Ik heb dit onderdeel (nog) niet gedaan' })).toBeInTheDocument();
  });

  it('can be skipped before anything is answered', async () => {
    const { user, last } = renderInput(QuestionInput, slide);
    await user.click(screen.getByLabelText('Ik heb dit onderdeel (nog) niet gedaan'));
    expect(last()).toMatchObject({ question: 10, skip: true, options: [] });
  });
});
