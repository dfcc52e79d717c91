import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import type { Location } from '../../../shared/management/school';
import { listLocations, locationFilterData } from '../../api/location';
import { useStaff } from '../../app/sessionContext';
import { RemoteTable } from '../../ui/DataTable';
import { ListToolbar } from '../../ui/ListToolbar';
import type { FilterDef } from '../../ui/ListToolbar';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { apiQuery, useListParams } from '../../ui/useListParams';
import { canEditLocations } from './canEditLocations';

const FILTERS = ['schoolId', 'active'] as const;

export function LocationList() {
  const { role } = useStaff();
  const list = useListParams(FILTERS);
  const query = apiQuery(list.params);
  const remote = useRemote(() => listLocations(query), JSON.stringify(query));
  const filterData = useRemote(locationFilterData, 'location-filter-data');
  const { notice, clear } = useNotice(true);
  const editor = canEditLocations(role);
  const schools = filterData.data?.schools ?? [];
  const filters: FilterDef[] = [
    // One school in scope: filtering by it says nothing.
    ...(schools.length > 1 ? [{ key: 'schoolId', label: t('locations.school'), options: schools }] : []),
    {
      key: 'active',
      label: t('locations.filterActive'),
      options: [
        { value: 'true', label: t('locations.yes') },
        { value: 'false', label: t('locations.no') },
      ],
    },
  ];
  const chosenSchool = list.params.filters.schoolId;
  return (
    <>
      <PageTitle
        title={t('locations.title')}
        actions={
          editor && (
            <Link className="button button--primary" to={chosenSchool ? `nieuw?school=${chosenSchool}` : 'nieuw'}>
              {t('locations.add')}
            </Link>
          )
        }
      />
      <Notice notice={notice} onClose={clear} />
      <ListToolbar list={list} filters={filters} />
      <RemoteTable<Location>
        caption={t('locations.title')}
        list={list}
        remote={remote}
        rowKey={(location) => location.id}
        emptyText={t('locations.empty')}
        columns={[
          { label: t('locations.name'), sortKey: 'name', render: (l) => <Link to={String(l.id)}>{l.name}</Link> },
          { label: t('locations.school'), sortKey: 'schoolName', render: (l) => l.schoolName },
          { label: t('locations.city'), sortKey: 'city', render: (l) => l.city ?? '–' },
          { label: t('locations.students'), sortKey: 'studentCount', numeric: true, render: (l) => l.studentCount },
          { label: t('locations.status'), render: (l) => <LocationBadge active={l.active} /> },
        ]}
      />
    </>
  );
}

export function LocationBadge({ active }: { active: boolean }) {
  return (
    <span className={`badge ${active ? 'badge--success' : 'badge--muted'}`}>
      {active ? t('locations.active') : t('locations.inactive')}
    </span>
  );
}
