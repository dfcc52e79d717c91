import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n';
import { createLocation, getLocation, locationFilterData, updateLocation } from '../../api/location';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';
import { LocationForm, toLocationInput, toLocationUpdate } from './LocationForm';

export function LocationCreatePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filterData = useRemote(locationFilterData, 'location-filter-data');
  const schools = filterData.data?.schools ?? [];
  const asked = search.get('school') ?? '';
  // The school handed over by "Locatie toevoegen" on its page, or the only one there is.
  const schoolId = schools.some((s) => String(s.value) === asked)
    ? asked
    : schools.length === 1
      ? String(schools[0]!.value)
      : '';
  const back = asked ? `/scholen/${asked}` : '/locaties';
  return (
    <>
      <PageTitle title={t('locations.createTitle')} />
      <RemoteFailure remote={filterData} />
      {filterData.status === 'ready' && (
        <LocationForm
          initial={{ schoolId, name: '', city: '', active: true }}
          schools={schools}
          cancelTo={back}
          onSubmit={async (values) => {
            const location = await createLocation(toLocationInput(values));
            void navigate(`/locaties/${location.id}`, {
              state: { notice: t('locations.createdNotice', { name: location.name }) },
            });
          }}
        />
      )}
    </>
  );
}

export function LocationEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const remote = useRemote(() => getLocation(id), String(id));
  return (
    <>
      <PageTitle title={t('locations.editTitle')} />
      <RemoteFailure remote={remote} />
      {remote.status === 'ready' && (
        <>
          <p>
            {t('locations.school')}: {remote.data.schoolName}
          </p>
          <LocationForm
            initial={{
              schoolId: String(remote.data.schoolId),
              name: remote.data.name,
              city: remote.data.city ?? '',
              active: remote.data.active,
            }}
            schools={null}
            cancelTo={`/locaties/${id}`}
            onSubmit={async (values) => {
              const location = await updateLocation(id, toLocationUpdate(values));
              void navigate(`/locaties/${id}`, {
                state: { notice: t('locations.savedNotice', { name: location.name }) },
              });
            }}
          />
        </>
      )}
    </>
  );
}
