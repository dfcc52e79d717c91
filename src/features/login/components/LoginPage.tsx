// /inloggen: the widget with a forgot-password link. A logged-in user has nothing to do here.
import { Link, Navigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { selectIsLoggedIn } from '../../account/accountSelectors';
import { LoginWidget } from './LoginWidget';

export function LoginPage() {
  if (useAppSelector(selectIsLoggedIn)) return <Navigate to={paths.home} replace />;
  return (
    <section className="card card--narrow">
      <h1>{t('login.pageHeading')}</h1>
      <LoginWidget />
      <p className="card__footer">
        <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
      </p>
    </section>
  );
}
