// One location: its school, place, students and status; edit and delete (behind a confirmation
// naming the location) for those who may change it.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import { deleteLocation, getLocation } from '../../api/location';
import { useStaff } from '../../app/sessionContext';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { canEditLocations } from './canEditLocations';
import { LocationBadge } from './LocationList';

export function LocationDetail() {
  const id = Number(useParams().id);
  const { role } = useStaff();
  const navigate = useNavigate();
  const remote = useRemote(() => getLocation(id), String(id));
  const { notice, clear, attempt } = useNotice(true);
  const location = remote.data;
  const editor = canEditLocations(role);
  return (
    <>
      <PageTitle title={location?.name ?? t('locations.title')} />
      <p>
        <Link to="/locaties">← {t('locations.title')}</Link>
      </p>
      <Notice notice={notice} onClose={clear} />
      <RemoteFailure remote={remote} />
      {location && (
        <section className="mg-panel" aria-labelledby="location-facts">
          <h2 id="location-facts">{t('locations.details')}</h2>
          <dl className="mg-facts">
            <dt>{t('locations.school')}</dt>
            <dd>
              {role === 'locationManager' ? (
                location.schoolName
              ) : (
                <Link to={`/scholen/${location.schoolId}`}>{location.schoolName}</Link>
              )}
            </dd>
            <dt>{t('locations.city')}</dt>
            <dd>{location.city ?? '–'}</dd>
            <dt>{t('locations.students')}</dt>
            <dd>
              <Link to={`/leerlingen?schoolId=${location.schoolId}&locationId=${location.id}`}>
                {location.studentCount}
              </Link>
            </dd>
            <dt>{t('locations.status')}</dt>
            <dd>
              <LocationBadge active={location.active} />
            </dd>
          </dl>
          {editor && (
            <div className="mg-actions mg-panel__actions">
              <Link className="button button--secondary" to="bewerken">
                {t('form.edit')}
              </Link>
              <ConfirmButton
                label={t('form.delete')}
                question={t('locations.deleteQuestion', { name: location.name })}
                onConfirm={async () => {
                  if (await attempt(() => deleteLocation(id)))
                    void navigate('/locaties', {
                      state: { notice: t('locations.deletedNotice', { name: location.name }) },
                    });
                }}
              />
            </div>
          )}
        </section>
      )}
    </>
  );
}
