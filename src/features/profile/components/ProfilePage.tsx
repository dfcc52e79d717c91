// /mijn-profiel: the school name (if any), a link to change the password, and a link to the
// 2-factor settings only when 2-factor is mandatory for the account (docs/product.md §2 and §6), and
// 'Mijn gegevens' (issue 21): the student's own copy and the erasure request.
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { Avatar } from '../../../ui/Avatar';
import { fullName, isStaff, selectAccount } from '../../account/accountSelectors';
import { MyDataSection } from './MyDataSection';
import '../accountPages.css';

export function ProfilePage() {
  const account = useAppSelector(selectAccount);
  if (!account) return null; // the route guard sends anonymous users to the login page
  return (
    <section className="card card--narrow profile">
      <h1>{t('profile.heading')}</h1>
      <div className="profile__who">
        <Avatar name={fullName(account)} />
        <div>
          <p className="profile__name">{fullName(account)}</p>
          <p className="profile__username">{account.username}</p>
        </div>
      </div>
      <dl className="profile__facts">
        <dt>{t('profile.school')}</dt>
        <dd>{account.school?.name ?? t('profile.noSchool')}</dd>
      </dl>
      <ul className="profile__links">
        <li>
          <Link to={paths.changePassword}>{t('profile.changePassword')}</Link>
        </li>
        {account.mfaMandatory && (
          <li>
            <Link to={paths.twoFactorSettings}>{t('profile.twoFactorSettings')}</Link>
          </li>
        )}
      </ul>
      {/* A student's right: staff accounts have no student data to take out (the server says 403 too). */}
      {!isStaff(account) && <MyDataSection account={account} />}
    </section>
  );
}
