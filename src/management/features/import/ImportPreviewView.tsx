// The preview: the file's columns with the field each is read as (changeable), the counts, and
// every row with its status (nieuw, bijwerken, ongewijzigd, fout) and the Dutch reason.
import { useState } from 'react';
import { t } from '../../i18n';
import type { ManagementMessageKey } from '../../i18n';
import type { RowStatus } from '../../../shared/studentImport/types';
import { SelectField } from '../../ui/fields';
import { EmailAddress } from '../../ui/EmailAddress';
import { KeepFocusButton } from '../../ui/KeepFocusButton';
import type { BaseRow, ImportKind, Mapping, Preview } from './importKinds';

const STATUS: Record<RowStatus, { key: ManagementMessageKey; badge: string }> = {
  new: { key: 'import.statusNew', badge: 'badge--success' },
  update: { key: 'import.statusUpdate', badge: 'badge--optional' },
  unchanged: { key: 'import.statusUnchanged', badge: 'badge--muted' },
  error: { key: 'import.statusError', badge: 'mg-badge--error' },
};

function mappingOf(fields: readonly string[], columns: Preview<BaseRow>['columns']): Mapping {
  const mapping: Mapping = {};
  for (const field of fields) mapping[field] = columns.find((c) => c.field === field)?.index ?? null;
  return mapping;
}

export function ImportPreviewView<Row extends BaseRow>({
  kind,
  preview,
  busy,
  onRecheck,
  onImport,
}: {
  kind: ImportKind<Row>;
  preview: Preview<Row>;
  busy: 'preview' | 'import' | null;
  onRecheck: (mapping: Mapping) => void;
  onImport: () => void;
}) {
  const [columns, setColumns] = useState(preview.columns);
  const { counts } = preview;
  const writable = counts.new + counts.update;
  const setField = (index: number, field: string | null) =>
    setColumns((current) =>
      current.map((c) =>
        c.index === index ? { ...c, field } : field !== null && c.field === field ? { ...c, field: null } : c,
      ),
    );

  return (
    <>
      <section className="mg-panel" aria-labelledby="import-columns">
        <h2 id="import-columns">{t('import.columnsTitle')}</h2>
        <p>{t('import.columnsIntro')}</p>
        <div className="mg-columns">
          {columns.map((column) => (
            <SelectField
              key={column.index}
              label={t('import.columnFor', { header: column.header || String(column.index + 1) })}
              name={`column-${column.index}`}
              value={column.field ?? ''}
              onChange={(v) => setField(column.index, v || null)}
              placeholder={t('import.notUsed')}
              options={kind.fields.map((field) => ({ value: field, label: kind.labels[field] }))}
            />
          ))}
        </div>
        <KeepFocusButton
          className="button button--secondary"
          unavailable={busy !== null}
          onClick={() => onRecheck(mappingOf(kind.fields, columns))}
        >
          {t('import.recheck')}
        </KeepFocusButton>
      </section>

      <section className="mg-panel" aria-labelledby="import-summary">
        <h2 id="import-summary">{t('import.summaryTitle', { file: preview.fileName })}</h2>
        {/* The live region wraps the list: role="status" on the <ul> itself would take its list role. */}
        <div role="status">
          <ul className="mg-counts">
            <li>
              <strong>{counts.new}</strong> {t('import.countNew')}
            </li>
            <li>
              <strong>{counts.update}</strong> {t('import.countUpdate')}
            </li>
            <li>
              <strong>{counts.unchanged}</strong> {t('import.countUnchanged')}
            </li>
            <li className={counts.error > 0 ? 'mg-counts--error' : undefined}>
              <strong>{counts.error}</strong> {t('import.countError')}
            </li>
          </ul>
        </div>
        {counts.error > 0 && <p>{kind.texts.errorsStay}</p>}
        <div className="form__actions">
          <KeepFocusButton
            className="button button--primary"
            disabled={writable === 0}
            unavailable={busy !== null}
            onClick={onImport}
          >
            {busy === 'import' ? t('import.running') : kind.texts.run(writable)}
          </KeepFocusButton>
          {writable === 0 && <span>{t('import.runNothing')}</span>}
        </div>
      </section>

      <section aria-labelledby="import-rows">
        <h2 id="import-rows">{t('import.rowsTitle')}</h2>
        {/* Scrolls on its own when large text makes it wider than the page, not the page. */}
        <div className="mg-import__scroll">
          <table className="mg-table__table mg-import__rows">
            <thead>
              <tr>
                <th scope="col">{t('import.line')}</th>
                <th scope="col">{t('import.status')}</th>
                <th scope="col">{t('import.name')}</th>
                <th scope="col">{t('import.email')}</th>
                <th scope="col">{kind.texts.extra}</th>
                <th scope="col">{t('import.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => {
                const person = kind.person(row);
                return (
                  <tr key={row.line} className={row.status === 'error' ? 'mg-row--error' : undefined}>
                    <td data-label={t('import.line')}>{row.line}</td>
                    <td data-label={t('import.status')}>
                      <span className={`badge ${STATUS[row.status].badge}`}>{t(STATUS[row.status].key)}</span>
                    </td>
                    {/* A row in error shows whose it is as the file has it. */}
                    <td data-label={t('import.name')}>
                      {person?.name ?? <span className="mg-import__raw">{row.source.name || '–'}</span>}
                    </td>
                    <td data-label={t('import.email')}>
                      {person || row.source.email ? <EmailAddress address={person?.email ?? row.source.email} /> : '–'}
                    </td>
                    <td data-label={kind.texts.extra}>{person?.extra ?? '–'}</td>
                    <td data-label={t('import.reason')} className="mg-import__reason">
                      {row.errors.length > 0
                        ? row.errors.map((e) => e.message).join(' ')
                        : row.changes.length > 0
                          ? t('import.changes', { fields: row.changes.map((f) => kind.labels[f]).join(', ') })
                          : ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
