// The outcome of an action on a page: success as a status, failure as an alert (both announced).
import { t } from '../i18n';

export interface NoticeState {
  kind: 'success' | 'error';
  text: string;
}

export function Notice({ notice, onClose }: { notice: NoticeState | null; onClose: () => void }) {
  return (
    <div className="mg-notice-region" role={notice?.kind === 'error' ? 'alert' : 'status'}>
      {notice && (
        <p className={`mg-notice mg-notice--${notice.kind}`}>
          <span>{notice.text}</span>
          <button type="button" className="link-button" onClick={onClose}>
            {t('form.close')}
          </button>
        </p>
      )}
    </div>
  );
}
