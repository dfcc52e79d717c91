// 'Certificaat': opens the certificate PDF (GET /api/portfolio/certificate) in a new window and
// warns when the browser blocked that window (docs/product.md §7).
import type { MouseEvent } from 'react';
import { apiUrl } from '../../../common/lib/config';
import { useAppDispatch } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { notify } from '../../notifications/notificationsSlice';

export const CERTIFICATE_PATH = '/api/portfolio/certificate';

export function CertificateLink({ className, onOpened }: { className: string; onOpened?: () => void }) {
  const dispatch = useAppDispatch();
  const href = apiUrl(CERTIFICATE_PATH);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    // Not 'noopener' in the features: then open() always returns null and a block is undetectable.
    const opened = window.open(href, '_blank');
    if (!opened) {
      dispatch(
        notify({
          type: 'warning',
          header: t('auth.certificatePopupBlocked'),
          text: t('auth.certificatePopupBlockedText'),
        }),
      );
      return;
    }
    opened.opener = null;
    onOpened?.();
  }

  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {t('shell.certificate')}
      <span className="visually-hidden"> {t('common.newWindow')}</span>
    </a>
  );
}
