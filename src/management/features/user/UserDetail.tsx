// One staff account: who they are, their role and what they manage, and the actions on it
// (edit, switch off or on, reset 2FA, the confirmation mail again, delete), each destructive one
// behind a confirmation naming the person. Not offered on one's own account (the server refuses).
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import type { StaffRole, UserDetail as UserRecord } from '../../../shared/management/user';
import type { StudentFilterData } from '../../../shared/management/student';
import { studentFilterData } from '../../api/student';
import { deleteUser, getUser, resetUserMfa, sendUserConfirmation, toggleUserActive, updateUser } from '../../api/user';
import { useStaff } from '../../app/sessionContext';
import { ActivationMailFact } from '../../ui/ActivationMailFact';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDateTime, personName } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { UserBadges } from './UserBadges';
import { UserForm } from './UserForm';
import { asKind, grantableRoles } from './userRules';

export function UserDetail() {
  const id = Number(useParams().id);
  const { role: caller, account } = useStaff();
  const navigate = useNavigate();
  const remote = useRemote(() => getUser(id), String(id));
  const choices = useRemote(studentFilterData, 'student-filter-data');
  const { notice, clear, setNotice, run, attempt } = useNotice(true);
  const [editing, setEditing] = useState(false);
  const user = remote.data;
  const name = user ? personName(user, user.username) : '';
  const self = user?.id === account.id;
  const mayChange =
    user !== null && user.kind !== 'student' && grantableRoles(caller).includes(asKind(user.kind) as StaffRole);

  const act = async (action: () => Promise<unknown>, success: string) => {
    if (await run(action, success)) remote.reload();
  };

  return (
    <>
      <PageTitle title={user ? name : t('user.title')} />
      <p>
        <Link to="/medewerkers">← {t('user.title')}</Link>
      </p>
      <Notice notice={notice} onClose={clear} />
      <RemoteFailure remote={remote} />
      {user && editing && choices.data && (
        <UserForm
          initial={editValues(user, choices.data)}
          choices={choices.data}
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            await updateUser(id, input);
            setEditing(false);
            setNotice({ kind: 'success', text: t('user.savedNotice') });
            remote.reload();
          }}
        />
      )}
      {user && !editing && (
        <section className="mg-panel" aria-labelledby="staff-facts">
          <h2 id="staff-facts">{t('user.details')}</h2>
          <dl className="mg-facts">
            <dt>{t('user.email')}</dt>
            <dd>{user.username}</dd>
            <dt>{t('user.role')}</dt>
            <dd>{t(`user.roles.${asKind(user.kind)}`)}</dd>
            {(user.kind === 'schoolManager' || user.kind === 'locationManager') && (
              <>
                <dt>{t('user.manages')}</dt>
                <dd>{managedNames(user, choices.data)}</dd>
              </>
            )}
            <dt>{t('user.status')}</dt>
            <dd>
              <UserBadges user={user} />
            </dd>
            <dt>{t('user.twoFactor')}</dt>
            <dd>
              {t(`user.mfa.${user.mfaType}`)}
              {user.mfaMandatory && ` (${t('user.mfaMandatory')})`}
            </dd>
            {!user.activated && <ActivationMailFact mail={user.activationMail} />}
            <dt>{t('user.lastLogin')}</dt>
            <dd>{formatDateTime(user.lastLogin)}</dd>
          </dl>
          {self && <p className="mg-hint">{t('user.self')}</p>}
          {mayChange && (
            <div className="mg-actions mg-panel__actions">
              <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
                {t('form.edit')}
              </button>
              {!self &&
                user.activated &&
                (user.enabled ? (
                  <ConfirmButton
                    label={t('user.deactivate')}
                    question={t('user.deactivateQuestion', { name })}
                    onConfirm={() => act(() => toggleUserActive(id), t('user.deactivatedNotice'))}
                  />
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void act(() => toggleUserActive(id), t('user.activatedNotice'))}
                  >
                    {t('user.activate')}
                  </button>
                ))}
              {!self && user.mfaType !== 'none' && (
                <ConfirmButton
                  className="button button--secondary"
                  label={t('user.resetMfa')}
                  question={t('user.resetMfaQuestion', { name })}
                  onConfirm={() => act(() => resetUserMfa(id), t('user.resetMfaNotice'))}
                />
              )}
              {!self && !user.activated && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void act(() => sendUserConfirmation(id), t('user.confirmationSent'))}
                >
                  {t('user.sendConfirmation')}
                </button>
              )}
              {!self && (
                <ConfirmButton
                  label={t('form.delete')}
                  question={t('user.deleteQuestion', { name, email: user.username })}
                  onConfirm={async () => {
                    if (await attempt(() => deleteUser(id)))
                      void navigate('/medewerkers', { state: { notice: t('user.deletedNotice', { name }) } });
                  }}
                />
              )}
            </div>
          )}
        </section>
      )}
    </>
  );
}

/** The form's values; schools or locations outside the caller's choices stay as the server keeps them. */
function editValues(user: UserRecord, choices: StudentFilterData) {
  const schools = new Set(choices.schools.map((s) => Number(s.value)));
  const locations = new Set(choices.locations.map((l) => l.value));
  return {
    email: user.username,
    givenName: user.givenName ?? '',
    namePreposition: user.namePreposition ?? '',
    familyName: user.familyName ?? '',
    role: user.kind as StaffRole,
    managingSchools: user.managingSchools.filter((s) => schools.has(s)),
    managingLocations: user.managingLocations.filter((l) => locations.has(l)),
  };
}

function managedNames(user: UserRecord, choices: StudentFilterData | null): string {
  const names =
    user.kind === 'schoolManager'
      ? user.managingSchools.map((s) => choices?.schools.find((c) => Number(c.value) === s)?.label)
      : user.managingLocations.map((l) => choices?.locations.find((c) => c.value === l)?.label);
  return names.filter(Boolean).join(', ') || '–';
}
