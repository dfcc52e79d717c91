// Imports with rows left in error stay listed here until someone marks them seen.
import { t } from '../../i18n';
import { incompleteImports, markImportSeen } from '../../api/student';
import { formatDateTime } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';

export function IncompleteImports({ round }: { round: number }) {
  const remote = useRemote(incompleteImports, `incomplete-imports-${round}`);
  const { notice, clear, run } = useNotice();
  const items = remote.data ?? [];
  return (
    <section className="mg-panel mg-import__incomplete" aria-labelledby="import-incomplete">
      <h2 id="import-incomplete">{t('import.incompleteTitle')}</h2>
      <Notice notice={notice} onClose={clear} />
      <RemoteFailure remote={remote} />
      {remote.status === 'ready' && items.length === 0 && <p>{t('import.incompleteNone')}</p>}
      <ul className="mg-list">
        {items.map((item) => (
          <li key={item.id}>
            <span>
              {t('import.incompleteRow', {
                file: item.fileName,
                school: item.schoolName,
                date: formatDateTime(item.createdAt),
                count: item.counts.error,
              })}
            </span>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void run(() => markImportSeen(item.id), t('import.seenNotice')).then((done) => done && remote.reload())
              }
            >
              {t('import.markSeen')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
