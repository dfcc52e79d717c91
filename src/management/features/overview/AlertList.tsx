// Things to act on (GET /api/alert): a school year or school awaiting approval, an import with rows
// in error, mail that bounced. Unread first; "Gelezen" marks one read (POST /api/alert/{id}).
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { listAlerts, markAlertRead } from '../../api/alert';
import { formatDateTime } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';

/** Alert links point into this site (/beheer/…) or are site paths already. */
const sitePath = (link: string) => link.replace(/^\/beheer(?=\/|$)/, '') || '/';

export function AlertList() {
  const remote = useRemote(() => listAlerts({ read: 'false', limit: '50' }), 'alerts');
  const { notice, clear, attempt } = useNotice();
  const items = remote.data?.items ?? [];
  return (
    <section className="mg-panel" aria-labelledby="mg-alerts">
      <h2 id="mg-alerts">{t('overview.alertsTitle')}</h2>
      <Notice notice={notice} onClose={clear} />
      <RemoteFailure remote={remote} />
      {remote.status === 'ready' && items.length === 0 && <p>{t('overview.noAlerts')}</p>}
      <ul className="mg-list">
        {items.map((alert) => (
          <li key={alert.id} className="mg-alert">
            <div>
              <p className="mg-alert__header">{alert.header}</p>
              <p className="mg-alert__text">{alert.text}</p>
              <p className="mg-hint">
                {[alert.schoolName, formatDateTime(alert.createdAt)].filter(Boolean).join(' · ')}
              </p>
            </div>
            <div className="mg-actions">
              {alert.link && (
                <Link className="button button--secondary" to={sitePath(alert.link)}>
                  {t('overview.open')}
                </Link>
              )}
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('overview.markReadLabel', { header: alert.header })}
                onClick={() => void attempt(() => markAlertRead(alert.id)).then((done) => done && remote.reload())}
              >
                {t('overview.markRead')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
