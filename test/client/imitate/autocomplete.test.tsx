// The shared Autocomplete: from 3 characters, case-insensitive, keyboard and mouse selection,
// ARIA combobox attributes, and hiding 250 ms after focus leaves.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AUTOCOMPLETE_HIDE_DELAY_MS, Autocomplete, filterOptions } from '../../../src/ui/Autocomplete';

const OPTIONS = ['leerling@demo.nl', 'leerling2@demo.nl', 'Anna@school.nl', 'bob@school.nl'];

function Harness({ onValue }: { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Autocomplete
        label="Gebruiker"
        options={OPTIONS}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
        noResultsText="Geen gebruikers gevonden"
        resultsText={(n) => `${n} gebruikers gevonden`}
      />
      <button type="button">elders</button>
    </>
  );
}

describe('Autocomplete', () => {
  it('filters case-insensitively from the third character on', () => {
    expect(filterOptions(OPTIONS, 'le')).toEqual([]);
    expect(filterOptions(OPTIONS, 'LEE')).toEqual(['leerling@demo.nl', 'leerling2@demo.nl']);
    expect(filterOptions(OPTIONS, 'anna')).toEqual(['Anna@school.nl']);
  });

  it('is a combobox that expands only from 3 characters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Gebruiker' });
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(box, 'sc');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(box, 'H');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Anna@school.nl', 'bob@school.nl']);
    expect(screen.getByText('2 gebruikers gevonden')).toBeInTheDocument();
  });

  it('selects with the arrow keys and Enter, and with a click', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'leer');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('leerling2@demo.nl');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box);
    await user.type(box, 'bob');
    await user.click(screen.getByRole('option', { name: 'bob@school.nl' }));
    expect(onValue).toHaveBeenLastCalledWith('bob@school.nl');
  });

  it(`hides the list ${AUTOCOMPLETE_HIDE_DELAY_MS} ms after focus leaves, not before`, async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Harness />);
      await user.type(screen.getByRole('combobox'), 'leer');
      await user.click(screen.getByRole('button', { name: 'elders' }));
      act(() => jest.advanceTimersByTime(AUTOCOMPLETE_HIDE_DELAY_MS - 10));
      expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(20));
      expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });
});
