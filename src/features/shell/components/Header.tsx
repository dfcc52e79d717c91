// Site header: logo home, main menu, user menu, and the mobile menu toggle (narrow screens).
// On a phone a logged-in header holds only the logo and the menu toggle; everything else,
// the install offer included, is in the mobile menu, so it fits 320 px in every state.
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { selectAccount } from '../../account/accountSelectors';
import { InstallButton } from '../../pwa/components/InstallButton';
import { mobileMenuToggled, selectMobileMenuOpen } from '../shellSlice';
import { useReservedSpace } from '../../../ui/useReservedSpace';
import { ImitationBanner } from './ImitationBanner';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { UserMenu } from './UserMenu';

export function Header() {
  const account = useAppSelector(selectAccount);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const dispatch = useAppDispatch();
  const ref = useReservedSpace('--sticky-top');
  return (
    <header ref={ref} className={account ? 'site-header site-header--with-menu' : 'site-header'}>
      <div className="site-header__inner">
        <Link to={paths.home} className="brand" aria-label={t('common.toHome')}>
          <Logo />
          <span className="brand__name">{t('common.appName')}</span>
        </Link>
        {account && <MainMenu account={account} />}
        <InstallButton />
        {account && <UserMenu account={account} />}
        {account && (
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            // Only while the menu is in the page: aria-controls must name an element that exists.
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
            onClick={() => dispatch(mobileMenuToggled())}
          >
            <span className="menu-toggle__bars" aria-hidden="true" />
          </button>
        )}
      </div>
      {account?.imitating && <ImitationBanner account={account} />}
      {account && menuOpen && <MobileMenu account={account} />}
    </header>
  );
}
