import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { listLocations } from '../../api/location';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';

/** The locations of one school (a school has a handful: no paging needed here). */
export function SchoolLocations({ schoolId }: { schoolId: number }) {
  const remote = useRemote(
    () => listLocations({ schoolId: String(schoolId), limit: '100', sort: 'name' }),
    `locations-${schoolId}`,
  );
  const items = remote.data?.items ?? [];
  return (
    <section className="mg-panel" aria-labelledby="school-locations">
      <h2 id="school-locations">{t('schools.locations')}</h2>
      <RemoteFailure remote={remote} />
      {remote.status === 'ready' && items.length === 0 && <p>{t('schools.noLocations')}</p>}
      {items.length > 0 && (
        <ul className="mg-list">
          {items.map((location) => (
            <li key={location.id}>
              <Link to={`/locaties/${location.id}`}>{location.name}</Link>
              {location.city && <span className="mg-hint"> · {location.city}</span>}
              <span className="mg-hint">
                {' '}
                · {t('locations.students')}: {location.studentCount}
              </span>
              {!location.active && <span className="badge badge--muted">{t('schools.inactive')}</span>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link className="button button--secondary" to={`/locaties/nieuw?school=${schoolId}`}>
          {t('schools.addLocation')}
        </Link>
      </p>
    </section>
  );
}
