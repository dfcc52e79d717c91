// Issue 12 item 4: the norm table showed sitting 10:15 as '10,3'; hours read h:mm (docs/product.md §9).
import { render, screen, within } from '@testing-library/react';
import { NormTable } from '../../../src/features/moduleDialog/components/NormTable';

it('shows a norm measured in hours as h:mm and other values as nl-NL numbers', () => {
  render(
    <NormTable
      results={[
        { name: 'stilzitten', title: 'Stilzitten op een schooldag (uur)', value: 10.25, result: 'bad', unit: 'hours' },
        { name: 'shuttle_run', title: 'Shuttle Run Test (trap)', value: 6.5, result: 'good' },
        { name: 'opdrukken', title: 'Opdrukken', value: null, result: null },
      ]}
    />,
  );
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['10:15', '6,5', '–']);
});
