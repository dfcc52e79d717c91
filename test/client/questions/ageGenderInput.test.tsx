import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgeGenderInput } from '../../../src/features/questions/AgeGenderInput';
import type { AttemptMeta } from '../../../src/rules/types';

function renderMeta(props: { askAge: boolean; askGender: boolean; allowOther: boolean; initial?: AttemptMeta }) {
  const changes: AttemptMeta[] = [];
  function Harness() {
    const [meta, setMeta] = useState<AttemptMeta>(props.initial ?? { age: null, gender: null });
    return (
      <AgeGenderInput
        {...props}
        meta={meta}
        onChange={(next) => {
          changes.push(next);
          setMeta(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), changes };
}

describe('AgeGenderInput', () => {
  it("offers the ages 15 to 22 and '23 jaar of ouder'", async () => {
    const { user, changes } = renderMeta({ askAge: true, askGender: false, allowOther: false });
    const group = screen.getByRole('group', { name: 'Wat is je leeftijd?' });
    const labels = within(group)
      .getAllByRole<HTMLInputElement>('radio')
      .map((r) => r.labels?.[0]?.textContent);
    expect(labels).toEqual([
      '15 jaar',
      '16 jaar',
      '17 jaar',
      '18 jaar',
      '19 jaar',
      '20 jaar',
      '21 jaar',
      '22 jaar',
      '23 jaar of ouder',
    ]);
    expect(screen.queryByRole('group', { name: 'Wat is je geslacht?' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('23 jaar of ouder'));
    expect(changes.at(-1)).toEqual({ age: 23, gender: null });
    expect(screen.getByLabelText('23 jaar of ouder')).toBeChecked();
  });

  it('asks the gender with Man and Vrouw on the pre-slide', async () => {
    const { user, changes } = renderMeta({
      askAge: false,
      askGender: true,
      allowOther: false,
      initial: { age: 17, gender: null },
    });
    const group = screen.getByRole('group', { name: 'Wat is je geslacht?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).queryByLabelText('Anders')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Vrouw'));
    expect(changes.at(-1)).toEqual({ age: 17, gender: 'female' });
  });

  it('adds Anders on the post-slide', async () => {
    const { user, changes } = renderMeta({ askAge: true, askGender: true, allowOther: true });
    await user.click(screen.getByLabelText('Anders'));
    await user.click(screen.getByLabelText('16 jaar'));
    expect(changes.at(-1)).toEqual({ age: 16, gender: 'other' });
  });

  it('restores known meta', () => {
    renderMeta({ askAge: true, askGender: true, allowOther: true, initial: { age: 19, gender: 'male' } });
    expect(screen.getByLabelText('19 jaar')).toBeChecked();
    expect(screen.getByLabelText('Man')).toBeChecked();
  });
});
