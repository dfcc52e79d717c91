// Username with avatar (to /mijn-profiel) and the logout button, on wide screens.
import { Link } from 'react-router-dom';
import type { Account } from '../../../shared/api';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { Avatar } from '../../../ui/Avatar';
import { fullName } from '../../account/accountSelectors';
import { logoutRequested } from '../../account/accountSlice';

export function UserMenu({ account }: { account: Account }) {
  const dispatch = useAppDispatch();
  return (
    <div className="user-menu">
      <Link
        to={paths.myProfile}
        className="user-menu__profile"
        aria-label={t('shell.profileOf', { name: account.username })}
      >
        <Avatar name={fullName(account)} />
        <span className="user-menu__name">{account.username}</span>
      </Link>
      <button type="button" className="button button--ghost" onClick={() => dispatch(logoutRequested())}>
        {t('shell.logout')}
      </button>
    </div>
  );
}
