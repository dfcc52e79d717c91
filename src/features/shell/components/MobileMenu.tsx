// Mobile menu (spec: Home, imitate, profile with username, 'Uitloggen'). On a phone it also holds
// what the header has no room for: Certificaat, the Service links and the management site for
// staff, and 'Op beginscherm zetten' when the browser offers installation. It closes after each
// navigation. One entry per <li>: a new page gets one more item here and in MainMenu.
import { NavLink } from 'react-router-dom';
import type { Account } from '../../../shared/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { Avatar } from '../../../ui/Avatar';
import { ManagementLink } from './ManagementLink';
import { fullName, isStaff } from '../../account/accountSelectors';
import { logoutRequested } from '../../account/accountSlice';
import { selectOnline } from '../../connectivity/connectivitySlice';
import { isImitator } from '../../imitate/imitationRules';
import { InstallButton } from '../../pwa/components/InstallButton';
import { selectInstallable } from '../../pwa/pwaSlice';
import { serviceLinks } from '../serviceLinks';
import { ServiceLinkItem } from './ServiceLinkItem';
import { CertificateLink } from './CertificateLink';

export const MOBILE_MENU_ID = 'mobile-menu';
const SERVICE_HEADING_ID = 'mobile-menu-service';

export function MobileMenu({ account }: { account: Account }) {
  const dispatch = useAppDispatch();
  const online = useAppSelector(selectOnline);
  const staff = isStaff(account);
  const installable = useAppSelector(selectInstallable);
  return (
    <nav id={MOBILE_MENU_ID} className="mobile-menu" aria-label={t('shell.mobileMenu')}>
      <ul>
        <li>
          <NavLink to={paths.home} end className="mobile-menu__link">
            {t('shell.home')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.myResults} className="mobile-menu__link">
            {t('myResults.menu')}
          </NavLink>
        </li>
        <li>
          <CertificateLink className="mobile-menu__link" />
        </li>
        {isImitator(account) && online && (
          <li>
            <NavLink to={paths.imitate} className="mobile-menu__link">
              {t('auth.imitateMenu')}
            </NavLink>
          </li>
        )}
        {staff && (
          <li>
            <p id={SERVICE_HEADING_ID} className="mobile-menu__group">
              {t('shell.service')}
            </p>
            <ul className="mobile-menu__sub" aria-labelledby={SERVICE_HEADING_ID}>
              {serviceLinks.map((link) => (
                <li key={link.href}>
                  <ServiceLinkItem link={link} className="mobile-menu__link" />
                </li>
              ))}
            </ul>
          </li>
        )}
        {staff && (
          <li>
            <ManagementLink className="mobile-menu__link" />
          </li>
        )}
        {installable && (
          <li>
            <InstallButton className="mobile-menu__link" />
          </li>
        )}
        <li>
          <NavLink to={paths.myProfile} className="mobile-menu__link">
            <Avatar name={fullName(account)} />
            <span>{account.username}</span>
          </NavLink>
        </li>
        <li>
          <button type="button" className="mobile-menu__link" onClick={() => dispatch(logoutRequested())}>
            {t('shell.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
