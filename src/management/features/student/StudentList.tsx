import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import type { Student } from '../../../shared/management/student';
import { listStudents, studentFilterData } from '../../api/student';
import { RemoteTable } from '../../ui/DataTable';
import { formatDate, personName } from '../../ui/format';
import { ListToolbar } from '../../ui/ListToolbar';
import type { FilterDef } from '../../ui/ListToolbar';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { apiQuery, useListParams } from '../../ui/useListParams';
import { StudentBadges } from './StudentBadges';
import { EmailAddress } from '../../ui/EmailAddress';

const FILTERS = ['schoolId', 'locationId', 'className', 'studyYear', 'level', 'activated', 'enabled'] as const;

export function StudentList() {
  const list = useListParams(FILTERS);
  const query = apiQuery(list.params);
  const remote = useRemote(() => listStudents(query), JSON.stringify(query));
  const filterData = useRemote(studentFilterData, 'student-filter-data');
  const { notice, clear } = useNotice(true);
  const data = filterData.data;
  const yesNo = [
    { value: 'true', label: t('students.yes') },
    { value: 'false', label: t('students.no') },
  ];
  const filters: FilterDef[] = data
    ? [
        ...(data.schools.length > 1 ? [{ key: 'schoolId', label: t('students.school'), options: data.schools }] : []),
        {
          key: 'locationId',
          label: t('students.location'),
          // Once a school is chosen, only its locations.
          options: data.locations.filter(
            (l) => !list.params.filters.schoolId || String(l.schoolId) === list.params.filters.schoolId,
          ),
        },
        { key: 'className', label: t('students.className'), options: data.classes },
        { key: 'studyYear', label: t('students.studyYear'), options: data.studyYears },
        { key: 'level', label: t('students.level'), options: data.levels },
        { key: 'activated', label: t('students.filterActivated'), options: yesNo },
        { key: 'enabled', label: t('students.filterEnabled'), options: yesNo },
      ]
    : [];
  return (
    <>
      <PageTitle title={t('students.title')} />
      <Notice notice={notice} onClose={clear} />
      <ListToolbar list={list} filters={filters} />
      {filterData.status === 'failed' && (
        <p className="mg-form__failure" role="alert">
          {filterData.message}
        </p>
      )}
      <RemoteTable<Student>
        caption={t('students.title')}
        list={list}
        remote={remote}
        rowKey={(s) => s.id}
        emptyText={t('students.empty')}
        columns={[
          {
            label: t('students.name'),
            sortKey: 'familyName',
            render: (s) => <Link to={String(s.id)}>{personName(s, s.email)}</Link>,
          },
          { label: t('students.email'), sortKey: 'email', render: (s) => <EmailAddress address={s.email} /> },
          { label: t('students.className'), sortKey: 'className', render: (s) => s.className ?? '–' },
          { label: t('students.location'), render: (s) => s.locationName ?? '–' },
          { label: t('students.studyYear'), sortKey: 'studyYear', numeric: true, render: (s) => s.studyYear ?? '–' },
          { label: t('students.level'), sortKey: 'level', render: (s) => s.level ?? '–' },
          { label: t('students.status'), render: (s) => <StudentBadges student={s} /> },
          { label: t('students.lastLogin'), sortKey: 'lastLogin', render: (s) => formatDate(s.lastLogin) },
        ]}
      />
    </>
  );
}
