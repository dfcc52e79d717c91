// The sort of a list as one visible select, for phones: below 900 px the table is stacked cards
// and its header row, with the column sort buttons, is hidden (management.css), so a coordinator
// on a phone sorts here, as a shop's "Sorteren" list does. From 900 px the header buttons do it
// and this select is hidden. Both read and write the same URL keys (useListParams).
import { useId } from 'react';
import { t } from '../i18n';
import type { ListControls } from './useListParams';

export function SortChoice({
  columns,
  list,
}: {
  columns: Array<{ label: string; sortKey?: string }>;
  list: ListControls;
}) {
  const id = useId();
  const sortable = columns.filter((column) => column.sortKey);
  if (sortable.length === 0) return null;
  const { sort, order } = list.params;
  return (
    <div className="field mg-field mg-table__sort-choice">
      <label htmlFor={id}>{t('table.sortChoice')}</label>
      <select
        id={id}
        value={sort ? `${sort}:${order}` : ''}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':');
          list.setSort(key || null, direction === 'desc' ? 'desc' : 'asc');
        }}
      >
        <option value="">{t('table.sortDefault')}</option>
        {sortable.flatMap((column) => [
          <option key={`${column.sortKey}:asc`} value={`${column.sortKey}:asc`}>
            {t('table.sortAscending', { column: column.label })}
          </option>,
          <option key={`${column.sortKey}:desc`} value={`${column.sortKey}:desc`}>
            {t('table.sortDescending', { column: column.label })}
          </option>,
        ])}
      </select>
    </div>
  );
}
