import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OorcheckInput } from '../../../src/features/questions/OorcheckInput';
import { makeAnswer, makeSlide } from './fixtures';

const slide = makeSlide({ type: 'oorcheck', options: [], text: 'Oorcheck' });

describe('OorcheckInput', () => {
  it("starts the hearing test with 'Doe de Oorcheck' and never invents a result", async () => {
    const onStart = jest.fn();
    const onChange = jest.fn();
    render(<OorcheckInput slide={slide} answer={null} onChange={onChange} onStart={onStart} />);
    expect(screen.getByText('Je hebt de Oorcheck nog niet gedaan.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Doe de Oorcheck' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    [0, 'Uitkomst van de Oorcheck (een indicatie): onvoldoende'],
    [1, 'Uitkomst van de Oorcheck (een indicatie): voldoende'],
  ])('shows saved value %p as %p', (value, text) => {
    render(<OorcheckInput slide={slide} answer={makeAnswer({ value })} onChange={jest.fn()} onStart={jest.fn()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('cannot be started twice while a test runs, and is keyboard-operable', async () => {
    const onStart = jest.fn();
    const { rerender } = render(
      <OorcheckInput slide={slide} answer={null} onChange={jest.fn()} onStart={onStart} busy />,
    );
    expect(screen.getByRole('button', { name: 'Doe de Oorcheck' })).toBeDisabled();
    rerender(<OorcheckInput slide={slide} answer={null} onChange={jest.fn()} onStart={onStart} describedBy="warn" />);
    const button = screen.getByRole('button', { name: 'Doe de Oorcheck' });
    expect(button).toHaveAttribute('aria-describedby', 'warn');
    button.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onStart).toHaveBeenCalledTimes(1);
  });
});
