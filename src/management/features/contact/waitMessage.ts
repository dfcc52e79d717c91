// "Probeer het over N minuten opnieuw" from a 429's retry_after (seconds), rounded up to whole minutes.
import { t } from '../../i18n';

export function waitMessage(retryAfterSeconds: number): string {
  const seconds = Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? retryAfterSeconds : 60;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? t('contact.tooManyOneMinute') : t('contact.tooManyMinutes', { minutes });
}
