// After an import: the counts, and the rows that were not read with their line and reason, so the
// coordinator can fix them in the file.
import { t } from '../../i18n';
import type { ImportCounts } from '../../api/student';
import type { BaseRow, ImportKind } from './importKinds';

export function ImportResultView<Row extends BaseRow>({
  kind,
  result,
  onAgain,
}: {
  kind: ImportKind<Row>;
  result: { counts: ImportCounts; errors: Row[] };
  onAgain: () => void;
}) {
  return (
    <section className="mg-panel" aria-labelledby="import-done">
      <h2 id="import-done">{t('import.doneTitle')}</h2>
      <p role="status">{kind.texts.done(result.counts)}</p>
      {result.errors.length > 0 && (
        <>
          <p>{kind.texts.errorsStay}</p>
          <h3>{t('import.notRead')}</h3>
          <ul className="mg-import__errors">
            {result.errors.map((row) => (
              <li key={row.line}>
                {t('import.lineReason', { line: row.line, reason: row.errors.map((e) => e.message).join(' ') })}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="button button--secondary" onClick={onAgain}>
        {t('import.again')}
      </button>
    </section>
  );
}
