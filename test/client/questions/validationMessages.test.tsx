// Every slide message of docs/product.md §5, shown as a warning the way the module dialog does it:
// 'Volgende' validates, the warning appears and the inputs point at it via aria-describedby.
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgeGenderInput } from '../../../src/features/questions/AgeGenderInput';
import { QuestionInput } from '../../../src/features/questions/QuestionInput';
import { ValidationWarning } from '../../../src/features/questions/ValidationWarning';
import { slideProblems } from '../../../src/rules/slideValidation';
import type { ValidationKey } from '../../../src/rules/slideValidation';
import type { Answer, Slide, AttemptMeta } from '../../../src/rules/types';
import { SUBS, makeAnswer, makeSlide, option } from './fixtures';

const WARNING_ID = 'slide-warning';

function SlideHarness({
  slide,
  initial = null,
  askAge = false,
  askGender = false,
}: {
  slide: Slide;
  initial?: Answer | null;
  askAge?: boolean;
  askGender?: boolean;
}) {
  const [answer, setAnswer] = useState<Answer | null>(initial);
  const [meta, setMeta] = useState<AttemptMeta>({ age: null, gender: null });
  const [warning, setWarning] = useState<ValidationKey[] | null>(null);
  const describedBy = warning ? WARNING_ID : undefined;
  const isMeta = slide.category === 'pre-slide' || slide.category === 'post-slide';
  return (
    <>
      {isMeta ? (
        <AgeGenderInput
          meta={meta}
          askAge={askAge}
          askGender={askGender}
          allowOther
          onChange={setMeta}
          describedBy={describedBy}
        />
      ) : (
        <QuestionInput
          slide={slide}
          answer={answer}
          onChange={setAnswer}
          describedBy={describedBy}
          onStartOorcheck={() => undefined}
        />
      )}
      <ValidationWarning id={WARNING_ID} validation={warning} />
      <button type="button" onClick={() => setWarning(slideProblems(slide, answer, { meta, askAge, askGender }))}>
        Volgende
      </button>
    </>
  );
}

async function next(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
}

describe('slide validation messages', () => {
  // Issue 12 item 6: with neither chosen only the age message showed; the gender one came later.
  it('age and gender missing together, then gender missing, then none', async () => {
    const user = userEvent.setup();
    render(<SlideHarness slide={makeSlide({ category: 'pre-slide', type: null })} askAge askGender />);
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Geef aan wat je leeftijd is');
    expect(screen.getByRole('alert')).toHaveTextContent('Geef aan wat je geslacht is');
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Wat is je leeftijd?' })).toHaveAttribute('aria-describedby', WARNING_ID);
    await user.click(screen.getByLabelText('18 jaar'));
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Geef aan wat je geslacht is');
    await user.click(screen.getByLabelText('Man'));
    await next(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('single choice without a choice', async () => {
    const user = userEvent.setup();
    render(<SlideHarness slide={makeSlide()} />);
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Kies één van de opties');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Kies één van de opties');
    await user.click(screen.getByLabelText('Vaak'));
    await next(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('multiple choice with nothing chosen', async () => {
    const user = userEvent.setup();
    render(<SlideHarness slide={makeSlide({ type: 'multiple-choice' })} />);
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Kies tenminste één optie');
  });

  it('composite single choice with a sub-question left open', async () => {
    const user = userEvent.setup();
    render(
      <SlideHarness
        slide={makeSlide({ composite: true, sub_questions: SUBS })}
        initial={makeAnswer({ sub_question_options: { 21: 1 } })}
      />,
    );
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Kies tenminste één optie');
  });

  it('range value empty, then out of range', async () => {
    const user = userEvent.setup();
    const slide = makeSlide({ type: 'range-value', subtype: 'none', options: [], min_value: 1, max_value: 7 });
    render(<SlideHarness slide={slide} />);
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Graag een waarde invullen');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Graag een waarde invullen');
    await user.type(screen.getByRole('textbox'), '9');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('De ingevoerde waarde valt niet binnen het bereik');
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '7');
    await next(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('composite range outside the limits', async () => {
    const user = userEvent.setup();
    const slide = makeSlide({
      type: 'range-value',
      subtype: 'quarter-hour-range',
      options: [],
      composite: true,
      sub_questions: SUBS,
      min_value: 18,
      max_value: 36,
    });
    render(
      <SlideHarness slide={slide} initial={makeAnswer({ sub_question_ranges: { 21: [22, 30], 22: [12, 30] } })} />,
    );
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('De ingevoerde waarde valt niet binnen het bereik');
  });

  it('composite range with a sub-question left open', async () => {
    const user = userEvent.setup();
    const slide = makeSlide({
      type: 'range-value',
      subtype: 'integer',
      options: [],
      composite: true,
      sub_questions: SUBS,
      max_value: 7,
    });
    render(<SlideHarness slide={slide} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Doordeweeks' }), { target: { value: '4' } });
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Graag een waarde invullen');
  });

  it('BMI without a calculable result', async () => {
    const user = userEvent.setup();
    render(<SlideHarness slide={makeSlide({ type: 'bmi', options: [] })} />);
    await user.type(screen.getByLabelText('Lengte (cm)'), '175');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Voer de benodigde informatie in om je BMI te berekenen');
    await user.type(screen.getByLabelText('Gewicht (kg)'), '70');
    await next(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hearing test without a result', async () => {
    const user = userEvent.setup();
    render(<SlideHarness slide={makeSlide({ type: 'oorcheck', options: [] })} />);
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('De hoortest is nog niet afgerond');
    expect(screen.getByRole('button', { name: 'Doe de Oorcheck' })).toHaveAccessibleDescription(
      'De hoortest is nog niet afgerond',
    );
  });

  it('a skipped skippable question passes', async () => {
    const user = userEvent.setup();
    render(
      <SlideHarness slide={makeSlide({ type: 'multiple-choice', skippable: true, options: [option(1, 'Ja')] })} />,
    );
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Kies tenminste één optie');
    await user.click(screen.getByLabelText('Ik heb dit onderdeel (nog) niet gedaan'));
    await next(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
