// Pager: 5 visible pages by default with first and last always shown, a clamped jump, keyboard
// use, and the error for params mode without a route name.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { clampPage, Pager, pagerItems } from '../../../src/ui/Pager';

describe('pagerItems', () => {
  it('shows every page when they fit', () => {
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first and last and a window around the current page', () => {
    expect(pagerItems(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pagerItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pagerItems(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
    expect(pagerItems(5, 12, 7)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 12]);
  });
});

describe('clampPage', () => {
  it('clamps to 1..total', () => {
    expect(clampPage(0, 9)).toBe(1);
    expect(clampPage(-3, 9)).toBe(1);
    expect(clampPage(10, 9)).toBe(9);
    expect(clampPage(4, 9)).toBe(4);
    expect(clampPage(Number.NaN, 9)).toBe(1);
  });
});

describe('Pager', () => {
  it('jumps with the keyboard, clamped, and marks the current page', async () => {
    const onChange = jest.fn();
    render(<Pager page={3} total={9} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Pagina 3, huidige pagina' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Naar pagina'), '0{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.clear(screen.getByLabelText('Naar pagina'));
    await user.type(screen.getByLabelText('Naar pagina'), '50{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(9);
    expect(screen.getByLabelText('Naar pagina')).toHaveValue(9);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Ga' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pagina 9' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(9);
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('empties the jump field when the page changes (a typed number does not go stale)', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Pager page={3} total={9} onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Naar pagina'), '7');
    rerender(<Pager page={4} total={9} onChange={onChange} />);
    expect(screen.getByLabelText('Naar pagina')).toHaveValue(null);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('counts questions: a range can be current, or nothing on a slide without questions', () => {
    const { rerender } = render(
      <Pager unit="question" page={3} current={{ from: 3, to: 5 }} total={9} onChange={jest.fn()} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Ga naar vraag' });
    expect(Array.from(nav.querySelectorAll('[aria-current="step"]')).map((el) => el.textContent)).toEqual([
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('button', { name: 'Vraag 4, huidige vraag' })).toBeInTheDocument();
    expect(screen.getByLabelText('Naar vraag')).toBeInTheDocument();
    rerender(<Pager unit="question" page={3} current={null} total={9} onChange={jest.fn()} />);
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('renders links to the named route in params mode', () => {
    render(
      <MemoryRouter>
        <Pager mode="params" routeName="imitate" page={1} total={3} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/imitate?page=2');
  });

  it("throws 'Route name required for params mode!' without a route name", () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Pager mode="params" page={1} total={3} />)).toThrow('Route name required for params mode!');
    spy.mockRestore();
  });
});
