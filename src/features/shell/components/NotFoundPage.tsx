// Any path without a route.
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';

export function NotFoundPage() {
  return (
    <section className="card card--narrow">
      <h1>{t('shell.notFoundTitle')}</h1>
      <p>{t('shell.notFoundText')}</p>
      <p>
        <Link to={paths.home}>{t('shell.backHome')}</Link>
      </p>
    </section>
  );
}
