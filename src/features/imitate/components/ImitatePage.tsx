// /imitate ('Imiteer gebruiker'): only for imitators (docs/product.md §6). Super admins pick from an
// autocomplete of enabled users; other imitators type the address. 'Imiteer', 'Stop imiteren'
// (only while imitating) and 'Annuleren'.
import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { Autocomplete } from '../../../ui/Autocomplete';
import { selectAccount } from '../../account/accountSelectors';
import { imitationRequested, imitationStopRequested } from '../imitationActions';
import { isImitator, isSuperAdmin } from '../imitationRules';
import { imitateUsersRequested, selectImitateUsers } from '../imitateSlice';

export function ImitatePage() {
  const account = useAppSelector(selectAccount);
  const users = useAppSelector(selectImitateUsers);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const superAdmin = isSuperAdmin(account);
  const names = useMemo(() => users.map((user) => user.username), [users]);

  useEffect(() => {
    if (superAdmin) dispatch(imitateUsersRequested());
  }, [dispatch, superAdmin]);

  if (!isImitator(account)) return <Navigate to={paths.home} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (username.trim()) dispatch(imitationRequested(username.trim()));
  }

  return (
    <section className="card card--narrow">
      <h1>{t('imitate.heading')}</h1>
      {account?.imitating && <p className="alert alert--info">{t('imitate.currently', { name: account.username })}</p>}
      <form className="form" onSubmit={onSubmit}>
        {superAdmin && (
          <Autocomplete
            label={t('imitate.user')}
            hint={t('imitate.userHint')}
            inputType="email"
            required
            options={names}
            value={username}
            onChange={setUsername}
            noResultsText={t('imitate.noResults')}
            resultsText={(count) => t('imitate.results', { count })}
          />
        )}
        {!superAdmin && !account?.imitating && <PlainUserField value={username} onChange={setUsername} />}
        <div className="form__actions">
          {(superAdmin || !account?.imitating) && (
            <button type="submit" className="button button--primary">
              {t('imitate.submit')}
            </button>
          )}
          {account?.imitating && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch(imitationStopRequested())}
            >
              {t('imitate.stop')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => void navigate(paths.home)}>
            {t('imitate.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

function PlainUserField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor="imitate-user">{t('imitate.user')}</label>
      <input id="imitate-user" type="email" required value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
