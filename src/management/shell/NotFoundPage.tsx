import { t } from '../i18n';
import { PageTitle } from '../ui/PageTitle';

export function NotFoundPage() {
  return (
    <>
      <PageTitle title={t('access.notFoundTitle')} />
      <p>{t('access.notFoundText')}</p>
    </>
  );
}
