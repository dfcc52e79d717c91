// Desktop main menu: Home, Certificaat, Service (staff only) and the management site (staff only).
import { NavLink } from 'react-router-dom';
import type { Account } from '../../../shared/api';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { ManagementLink } from './ManagementLink';
import { isStaff } from '../../account/accountSelectors';
import { selectOnline } from '../../connectivity/connectivitySlice';
import { isImitator } from '../../imitate/imitationRules';
import { CertificateLink } from './CertificateLink';
import { ManagementMenu } from './ManagementMenu';
import { ServiceMenu } from './ServiceMenu';

export { CERTIFICATE_PATH } from './CertificateLink';

export function MainMenu({ account }: { account: Account }) {
  const staff = isStaff(account);
  const online = useAppSelector(selectOnline);
  return (
    <nav className="main-nav" aria-label={t('shell.mainMenu')}>
      <ul className="main-nav__list">
        <li>
          <NavLink to={paths.home} end className="nav-link">
            {t('shell.home')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.myResults} className="nav-link">
            {t('myResults.menu')}
          </NavLink>
        </li>
        <li>
          {/* The certificate is a PDF from the API: a new window keeps the app open. */}
          <CertificateLink className="nav-link" />
        </li>
        {isImitator(account) && online && (
          <li>
            <ManagementMenu />
          </li>
        )}
        {staff && (
          <li>
            <ServiceMenu />
          </li>
        )}
        {staff && (
          <li>
            <ManagementLink className="nav-link" />
          </li>
        )}
      </ul>
    </nav>
  );
}
