// One school: its facts and actions (edit, (de)activate, approve, delete), its locations, its
// school years awaiting approval, and the key for the school's own system.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import { approveSchool, deleteSchool, getSchool, setSchoolActive } from '../../api/school';
import { useStaff } from '../../app/sessionContext';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDate } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { SchoolBadges } from './SchoolBadges';
import { SchoolLocations } from './SchoolLocations';
import { SchoolYearsPanel } from './SchoolYearsPanel';
import { TokenPanel } from './TokenPanel';

export function SchoolDetail() {
  const id = Number(useParams().id);
  const { role } = useStaff();
  const navigate = useNavigate();
  const remote = useRemote(() => getSchool(id), String(id));
  const { notice, clear, run, attempt } = useNotice(true);
  const admin = role === 'admin' || role === 'superAdmin';
  const school = remote.data;

  const act = async (action: () => Promise<unknown>, success: string) => {
    if (await run(action, success)) remote.reload();
  };

  return (
    <>
      <PageTitle title={school?.name ?? t('schools.title')} />
      <p>
        <Link to="/scholen">← {t('schools.title')}</Link>
      </p>
      <Notice notice={notice} onClose={clear} />
      <RemoteFailure remote={remote} />
      {school && (
        <>
          <section className="mg-panel" aria-labelledby="school-facts">
            <h2 id="school-facts">{t('schools.details')}</h2>
            <dl className="mg-facts">
              <dt>{t('schools.brin')}</dt>
              <dd>{school.brin ?? '–'}</dd>
              <dt>{t('schools.status')}</dt>
              <dd>
                <SchoolBadges school={school} />
              </dd>
              <dt>{t('schools.students')}</dt>
              <dd>{school.studentCount}</dd>
              <dt>{t('schools.locations')}</dt>
              <dd>{school.locationCount}</dd>
              <dt>{t('schools.createdAt')}</dt>
              <dd>{formatDate(school.createdAt)}</dd>
            </dl>
            <div className="mg-actions mg-panel__actions">
              <Link className="button button--secondary" to="bewerken">
                {t('form.edit')}
              </Link>
              {school.active ? (
                <ConfirmButton
                  label={t('schools.deactivate')}
                  question={t('schools.deactivateQuestion', { name: school.name })}
                  onConfirm={() => act(() => setSchoolActive(id, false), t('schools.inactiveNotice'))}
                />
              ) : (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void act(() => setSchoolActive(id, true), t('schools.activeNotice'))}
                >
                  {t('schools.activate')}
                </button>
              )}
              {admin && !school.approved && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => void act(() => approveSchool(id), t('schools.approvedNotice'))}
                >
                  {t('schools.approve')}
                </button>
              )}
              {admin && (
                <ConfirmButton
                  label={t('form.delete')}
                  question={t('schools.deleteQuestion', { name: school.name })}
                  onConfirm={async () => {
                    if (await attempt(() => deleteSchool(id)))
                      void navigate('/scholen', {
                        state: { notice: t('schools.deletedNotice', { name: school.name }) },
                      });
                  }}
                />
              )}
            </div>
          </section>
          <SchoolLocations schoolId={id} />
          <SchoolYearsPanel schoolId={id} />
          <TokenPanel school={school} onChanged={remote.reload} />
        </>
      )}
    </>
  );
}
