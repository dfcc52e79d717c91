// Mobile menu (spec: Home, profile with username, 'Uitloggen'); it closes after each navigation.
import { NavLink } from 'react-router-dom';
import type { Account } from '../../../shared/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/nl';
import { Avatar } from '../../../ui/Avatar';
import { fullName } from '../../account/accountSelectors';
import { logoutRequested } from '../../account/accountSlice';
import { selectOnline } from '../../connectivity/connectivitySlice';
import { isImitator } from '../../imitate/imitationRules';

export const MOBILE_MENU_ID = 'mobile-menu';

export function MobileMenu({ account }: { account: Account }) {
  const dispatch = useAppDispatch();
  const online = useAppSelector(selectOnline);
  return (
    <nav id={MOBILE_MENU_ID} className="mobile-menu" aria-label={t('shell.mobileMenu')}>
      <ul>
        <li>
          <NavLink to={paths.home} end className="mobile-menu__link">
            {t('shell.home')}
          </NavLink>
        </li>
        {isImitator(account) && online && (
          <li>
            <NavLink to={paths.imitate} className="mobile-menu__link">
              {t('auth.imitateMenu')}
            </NavLink>
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
