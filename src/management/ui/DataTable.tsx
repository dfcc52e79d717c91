// The one list component of the management site: a server-paged, server-sorted table. Column
// headers that sort are buttons (aria-sort on the header); on phones every row becomes a card
// with the column names as labels (management.css); there the header's sort buttons leave the
// Tab order (a hidden stop would be invisible focus) and SortChoice is the visible sort. Rows link
// to their detail page by their first cell, so the table has no click handlers that a keyboard
// could not reach.
import type { ReactNode } from 'react';
import { t } from '../i18n';
import type { ListControls } from './useListParams';
import { SortChoice } from './SortChoice';
import { TablePager } from './TablePager';
import type { Remote } from './useRemote';

export interface Column<T> {
  /** Column header text (also the label on phones). */
  label: string;
  /** The API's sort key, if the column sorts. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  /** Narrow columns (numbers, badges) align right on wide screens. */
  numeric?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | null;
  total: number;
  rowKey: (row: T) => string | number;
  list: ListControls;
  loading: boolean;
  /** What to do when the list is empty without search or filters (e.g. "Voeg een school toe"). */
  emptyText?: string;
}

export function DataTable<T>({ caption, columns, rows, total, rowKey, list, loading, emptyText }: DataTableProps<T>) {
  const { params } = list;
  const filtered = params.search.trim().length > 0 || Object.keys(params.filters).length > 0;
  const pages = Math.max(1, Math.ceil(total / params.limit));
  return (
    <div className="mg-table" aria-busy={loading}>
      <div className="mg-table__head">
        <p className="mg-table__count" role="status">
          {loading && !rows
            ? t('table.loading')
            : total === 1
              ? t('table.totalOne')
              : t('table.total', { count: total })}
        </p>
        <SortChoice columns={columns} list={list} />
      </div>
      <table className="mg-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = column.sortKey && params.sort === column.sortKey;
              const ariaSort = sorted ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={ariaSort}
                  className={column.numeric ? 'numeric' : undefined}
                >
                  {column.sortKey ? (
                    <>
                      <button type="button" className="mg-table__sort" onClick={() => list.toggleSort(column.sortKey!)}>
                        {column.label}
                        <span aria-hidden="true" className="mg-table__arrow">
                          {sorted ? (params.order === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                        <span className="visually-hidden">, {t('table.sortBy', { column: column.label })}</span>
                      </button>
                      {/* Phones: the button is display:none, the header keeps its name for screen readers. */}
                      <span className="mg-table__label">{column.label}</span>
                    </>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={column.numeric ? 'numeric' : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows && rows.length === 0 && !loading && (
        <p className="mg-table__empty">{filtered ? t('table.emptyFiltered') : (emptyText ?? t('table.empty'))}</p>
      )}
      <TablePager page={params.page} pages={pages} limit={params.limit} list={list} />
    </div>
  );
}

export type RemoteTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'total' | 'loading'> & {
  remote: Remote<{ items: T[]; total: number }>;
};

/** A list page's table over a server page: its load failure in Dutch above the table, which keeps the last rows. */
export function RemoteTable<T>({ remote, ...table }: RemoteTableProps<T>) {
  return (
    <>
      {remote.status === 'failed' && (
        <p className="mg-form__failure" role="alert">
          {remote.message}
        </p>
      )}
      <DataTable<T>
        {...table}
        loading={remote.status === 'loading'}
        rows={remote.data?.items ?? null}
        total={remote.data?.total ?? 0}
      />
    </>
  );
}
