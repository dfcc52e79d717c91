import { screen } from '@testing-library/react';
import { BmiInput } from '../../../src/features/questions/BmiInput';
import { BMI_LENGTH_KEY, BMI_WEIGHT_KEY } from '../../../src/rules/bmi';
import { makeAnswer, makeSlide, renderInput } from './fixtures';

const slide = makeSlide({ type: 'bmi', options: [], text: 'Bereken je BMI' });

describe('BmiInput', () => {
  it('asks for length and weight and explains what is missing', () => {
    renderInput(BmiInput, slide);
    expect(screen.getByRole('textbox', { name: 'Lengte (cm)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gewicht (kg)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Vul je lengte en gewicht in om je BMI te berekenen.');
  });

  it('shows the BMI with one decimal comma and its class, and saves it as value', async () => {
    const { user, last } = renderInput(BmiInput, slide);
    await user.type(screen.getByLabelText('Lengte (cm)'), '180');
    expect(last().value).toBeNull();
    await user.type(screen.getByLabelText('Gewicht (kg)'), '75');
    expect(last()).toMatchObject({ value: 23.1, sub_question_values: { [BMI_LENGTH_KEY]: 180, [BMI_WEIGHT_KEY]: 75 } });
    expect(screen.getByRole('status')).toHaveTextContent('Je BMI is 23,1: gezond gewicht');
  });

  it.each([
    [170, 50, 'Je BMI is 17,3: ondergewicht'],
    [170, 80, 'Je BMI is 27,7: overgewicht'],
    [160, 90, 'Je BMI is 35,2: ernstig overgewicht (obesitas)'],
  ])('%p cm and %p kg: %s', (length, weight, text) => {
    renderInput(
      BmiInput,
      slide,
      makeAnswer({ sub_question_values: { [BMI_LENGTH_KEY]: length, [BMI_WEIGHT_KEY]: weight } }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByLabelText('Lengte (cm)')).toHaveValue(String(length));
  });

  it('gives no result outside 10–50 and saves null', async () => {
    const { user, last } = renderInput(BmiInput, slide);
    await user.type(screen.getByLabelText('Lengte (cm)'), '100');
    await user.type(screen.getByLabelText('Gewicht (kg)'), '51');
    expect(last().value).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Met deze lengte en dit gewicht is geen BMI te berekenen.');
  });

  it('forgets a cleared input and its BMI', async () => {
    const start = makeAnswer({ value: 23.1, sub_question_values: { [BMI_LENGTH_KEY]: 180, [BMI_WEIGHT_KEY]: 75 } });
    const { user, last } = renderInput(BmiInput, slide, start);
    await user.clear(screen.getByLabelText('Gewicht (kg)'));
    expect(last()).toMatchObject({ value: null, sub_question_values: { [BMI_LENGTH_KEY]: 180 } });
    expect(last().sub_question_values).not.toHaveProperty(String(BMI_WEIGHT_KEY));
  });

  // Issue 12 item 2: Chromium's number box dropped the comma, so '65,5' became 655 and no BMI.
  it.each(['65,5', '65.5'])('reads the weight %p as 65,5 kg and shows it back with a comma', async (typed) => {
    const { user, last } = renderInput(BmiInput, slide);
    await user.type(screen.getByLabelText('Lengte (cm)'), '175');
    await user.type(screen.getByLabelText('Gewicht (kg)'), typed);
    expect(last()).toMatchObject({
      value: 21.4,
      sub_question_values: { [BMI_LENGTH_KEY]: 175, [BMI_WEIGHT_KEY]: 65.5 },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Je BMI is 21,4: gezond gewicht');
    await user.tab();
    expect(screen.getByLabelText('Gewicht (kg)')).toHaveValue('65,5');
  });

  it('refuses a weight it cannot read with a Dutch message and computes no BMI', async () => {
    const { user, last } = renderInput(BmiInput, slide);
    await user.type(screen.getByLabelText('Lengte (cm)'), '175');
    const weight = screen.getByLabelText('Gewicht (kg)');
    await user.type(weight, '65,5,5');
    expect(last().value).toBeNull();
    expect(last().sub_question_values).not.toHaveProperty(String(BMI_WEIGHT_KEY));
    expect(screen.getByRole('alert')).toHaveTextContent('Dit getal kunnen we niet lezen.');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(weight).toHaveAccessibleDescription(/Dit getal kunnen we niet lezen/);
    expect(weight).toHaveValue('65,5,5');
    await user.type(weight, '{Backspace}{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(last().value).toBe(21.4);
  });

  it('shows a saved decimal weight in nl-NL', () => {
    renderInput(
      BmiInput,
      slide,
      makeAnswer({ sub_question_values: { [BMI_LENGTH_KEY]: 175, [BMI_WEIGHT_KEY]: 65.5 } }),
    );
    expect(screen.getByLabelText('Gewicht (kg)')).toHaveValue('65,5');
  });
});
