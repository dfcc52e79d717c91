import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import type { School } from '../../../shared/management/school';
import { listSchools } from '../../api/school';
import { useStaff } from '../../app/sessionContext';
import { RemoteTable } from '../../ui/DataTable';
import { ListToolbar } from '../../ui/ListToolbar';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { apiQuery, useListParams } from '../../ui/useListParams';
import { SchoolBadges } from './SchoolBadges';

const yesNo = () => [
  { value: 'true', label: t('schools.yes') },
  { value: 'false', label: t('schools.no') },
];

export function SchoolList() {
  const { role } = useStaff();
  const list = useListParams(['active', 'approved']);
  const query = apiQuery(list.params);
  const remote = useRemote(() => listSchools(query), JSON.stringify(query));
  const admin = role === 'admin' || role === 'superAdmin';
  const { notice, clear } = useNotice(true);
  return (
    <>
      <PageTitle
        title={t('schools.title')}
        actions={
          admin && (
            <Link className="button button--primary" to="nieuw">
              {t('schools.add')}
            </Link>
          )
        }
      />
      <Notice notice={notice} onClose={clear} />
      <ListToolbar
        list={list}
        filters={[
          { key: 'active', label: t('schools.filterActive'), options: yesNo() },
          { key: 'approved', label: t('schools.filterApproved'), options: yesNo() },
        ]}
      />
      <RemoteTable<School>
        caption={t('schools.title')}
        list={list}
        remote={remote}
        rowKey={(school) => school.id}
        emptyText={admin ? t('schools.empty') : undefined}
        columns={[
          { label: t('schools.name'), sortKey: 'name', render: (s) => <Link to={String(s.id)}>{s.name}</Link> },
          { label: t('schools.brin'), sortKey: 'brin', render: (s) => s.brin ?? '–' },
          { label: t('schools.locations'), numeric: true, render: (s) => s.locationCount },
          { label: t('schools.students'), sortKey: 'studentCount', numeric: true, render: (s) => s.studentCount },
          { label: t('schools.status'), render: (s) => <SchoolBadges school={s} /> },
        ]}
      />
    </>
  );
}
