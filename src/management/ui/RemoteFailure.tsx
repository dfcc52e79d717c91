// A page's load failure in Dutch, with a retry; nothing while loading or loaded.
import { t } from '../i18n';
import type { Remote } from './useRemote';

export function RemoteFailure({ remote }: { remote: Remote<unknown> & { reload: () => void } }) {
  if (remote.status === 'loading' && !remote.data) return <p role="status">{t('shell.loading')}</p>;
  if (remote.status !== 'failed') return null;
  return (
    <div className="mg-form__failure" role="alert">
      <p>{remote.message}</p>
      <button type="button" className="button button--secondary" onClick={remote.reload}>
        {t('access.retry')}
      </button>
    </div>
  );
}
