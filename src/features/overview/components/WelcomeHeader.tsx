// 'Welkom, <name>!' above the overview.
import { useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { displayName, selectAccount } from '../../account/accountSelectors';

export function WelcomeHeader() {
  const account = useAppSelector(selectAccount);
  if (!account) return null;
  return (
    <header className="welcome">
      <h1>{t('account.welcome', { name: displayName(account) })}</h1>
      {account.school && <p className="welcome__school">{account.school.name}</p>}
    </header>
  );
}
