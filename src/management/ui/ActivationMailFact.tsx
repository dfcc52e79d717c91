// The activation mail's fate on a not yet activated account's page (a student's or a colleague's): a
// coordinator told "I never got the mail" sees whether it is waiting, went out, or was refused, and
// the mail server's reason.
import { t } from '../i18n';
import type { ActivationMailState } from '../../shared/management/activationMail';
import { formatDateTime } from './format';

export function ActivationMailFact({ mail }: { mail: ActivationMailState | null }) {
  const at = mail ? formatDateTime(mail.at) : '';
  return (
    <>
      <dt>{t('activationMail.label')}</dt>
      <dd>
        {!mail && t('activationMail.none')}
        {mail?.status === 'queued' && t('activationMail.queued', { at })}
        {mail?.status === 'sent' && t('activationMail.sent', { at })}
        {mail?.status === 'expired' && t('activationMail.expired', { at })}
        {mail?.status === 'failed' && (
          <>
            <span className="mg-mail-failed">{t('activationMail.failed', { at })}</span>
            {mail.reason && <span className="mg-hint">{t('activationMail.reason', { reason: mail.reason })}</span>}
          </>
        )}
      </dd>
    </>
  );
}
