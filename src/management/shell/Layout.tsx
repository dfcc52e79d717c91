// Page frame of the management site: skip link, header (site name, who is logged in, the way back
// to the student app, logout), the section menu and the routed page.
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { logout } from '../../common/api/auth';
import { t } from '../i18n';
import type { ManagementMessageKey } from '../i18n';
import type { StaffRole } from '../app/access';
import { navigateAway } from '../app/navigateAway';
import { useStaff } from '../app/sessionContext';
import { Navigation } from './Navigation';

export const MAIN_ID = 'inhoud';

const ROLE_LABELS: Record<StaffRole, ManagementMessageKey> = {
  superAdmin: 'shell.roleSuperAdmin',
  admin: 'shell.roleAdmin',
  schoolManager: 'shell.roleSchoolManager',
  locationManager: 'shell.roleLocationManager',
};

function displayName(account: ReturnType<typeof useStaff>['account']): string {
  const name = [account.givenName, account.namePreposition, account.familyName].filter(Boolean).join(' ');
  return name || account.username;
}

export function Layout({ children }: { children: ReactNode }) {
  const { account, role } = useStaff();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  const onLogout = async () => {
    try {
      await logout();
    } finally {
      navigateAway('/');
    }
  };

  return (
    <div className="mg">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <header className="mg-header">
        <div className="mg-header__brand">
          <span className="mg-header__name">{t('shell.siteName')}</span>
          <span className="mg-header__section">{t('shell.siteSection')}</span>
        </div>
        <button
          type="button"
          className="mg-header__toggle button button--ghost"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t('shell.menuClose') : t('shell.menuOpen')}
        </button>
        <div className="mg-header__user">
          <span className="mg-header__who">
            {displayName(account)} <span className="badge badge--muted">{t(ROLE_LABELS[role])}</span>
          </span>
          <a className="mg-header__link" href="/">
            {t('shell.toStudentApp')}
          </a>
          <button type="button" className="link-button mg-header__link" onClick={() => void onLogout()}>
            {t('shell.logout')}
          </button>
        </div>
      </header>
      {account.imitating && <p className="mg-imitating">{t('shell.imitating')}</p>}
      <div className="mg-body">
        <Navigation id={navId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id={MAIN_ID} className="mg-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
