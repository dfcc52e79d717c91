// One staff account: who they are, their role and what they manage, and the actions on it
// (edit, switch off or on, reset 2FA, the confirmation mail again, delete), each destructive one
// behind a confirmation naming the person. Not offered on one's own account (the server refuses).
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import type { StaffRole, UserDetail } from '../../../shared/management/user';
import type { StudentFilterData } from '../../../shared/management/student';
import {
  deleteStaff,
  getStaff,
  resetStaffMfa,
  sendStaffConfirmation,
  studentFilterData,
  toggleStaffActive,
  updateStaff,
} from '../../api/people';
import { useStaff } from '../../app/sessionContext';
import { ActivationMailFact } from '../../ui/ActivationMailFact';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDateTime, personName } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { StaffBadges } from './StaffBadges';
import { StaffForm } from './StaffForm';
import { asKind, grantableRoles } from './staffRules';

export function StaffDetail() {
  const id = Number(useParams().id);
  const { role: caller, account } = useStaff();
  const navigate = useNavigate();
  const remote = useRemote(() => getStaff(id), String(id));
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
      <PageTitle title={user ? name : t('staff.title')} />
      <p>
        <Link to="/medewerkers">← {t('staff.title')}</Link>
      </p>
      <Notice notice={notice} onClose={clear} />
      <RemoteFailure remote={remote} />
      {user && editing && choices.data && (
        <StaffForm
          initial={editValues(user, choices.data)}
          choices={choices.data}
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            await updateStaff(id, input);
            setEditing(false);
            setNotice({ kind: 'success', text: t('staff.savedNotice') });
            remote.reload();
          }}
        />
      )}
      {user && !editing && (
        <section className="mg-panel" aria-labelledby="staff-facts">
          <h2 id="staff-facts">{t('staff.details')}</h2>
          <dl className="mg-facts">
            <dt>{t('staff.email')}</dt>
            <dd>{user.username}</dd>
            <dt>{t('staff.role')}</dt>
            <dd>{t(`staff.roles.${asKind(user.kind)}`)}</dd>
            {(user.kind === 'schoolManager' || user.kind === 'locationManager') && (
              <>
                <dt>{t('staff.manages')}</dt>
                <dd>{managedNames(user, choices.data)}</dd>
              </>
            )}
            <dt>{t('staff.status')}</dt>
            <dd>
              <StaffBadges user={user} />
            </dd>
            <dt>{t('staff.twoFactor')}</dt>
            <dd>
              {t(`staff.mfa.${user.mfaType}`)}
              {user.mfaMandatory && ` (${t('staff.mfaMandatory')})`}
            </dd>
            {!user.activated && <ActivationMailFact mail={user.activationMail} />}
            <dt>{t('staff.lastLogin')}</dt>
            <dd>{formatDateTime(user.lastLogin)}</dd>
          </dl>
          {self && <p className="mg-hint">{t('staff.self')}</p>}
          {mayChange && (
            <div className="mg-actions mg-panel__actions">
              <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
                {t('form.edit')}
              </button>
              {!self &&
                user.activated &&
                (user.enabled ? (
                  <ConfirmButton
                    label={t('staff.deactivate')}
                    question={t('staff.deactivateQuestion', { name })}
                    onConfirm={() => act(() => toggleStaffActive(id), t('staff.deactivatedNotice'))}
                  />
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void act(() => toggleStaffActive(id), t('staff.activatedNotice'))}
                  >
                    {t('staff.activate')}
                  </button>
                ))}
              {!self && user.mfaType !== 'none' && (
                <ConfirmButton
                  className="button button--secondary"
                  label={t('staff.resetMfa')}
                  question={t('staff.resetMfaQuestion', { name })}
                  onConfirm={() => act(() => resetStaffMfa(id), t('staff.resetMfaNotice'))}
                />
              )}
              {!self && !user.activated && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void act(() => sendStaffConfirmation(id), t('staff.confirmationSent'))}
                >
                  {t('staff.sendConfirmation')}
                </button>
              )}
              {!self && (
                <ConfirmButton
                  label={t('form.delete')}
                  question={t('staff.deleteQuestion', { name, email: user.username })}
                  onConfirm={async () => {
                    if (await attempt(() => deleteStaff(id)))
                      void navigate('/medewerkers', { state: { notice: t('staff.deletedNotice', { name }) } });
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
function editValues(user: UserDetail, choices: StudentFilterData) {
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

function managedNames(user: UserDetail, choices: StudentFilterData | null): string {
  const names =
    user.kind === 'schoolManager'
      ? user.managingSchools.map((s) => choices?.schools.find((c) => Number(c.value) === s)?.label)
      : user.managingLocations.map((l) => choices?.locations.find((c) => c.value === l)?.label);
  return names.filter(Boolean).join(', ') || '–';
}
