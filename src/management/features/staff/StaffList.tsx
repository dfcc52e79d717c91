import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { STAFF_ROLES, type UserItem } from '../../../shared/management/user';
import { listStaff, studentFilterData } from '../../api/people';
import { RemoteTable } from '../../ui/DataTable';
import { formatDateTime, personName } from '../../ui/format';
import { ListToolbar } from '../../ui/ListToolbar';
import type { FilterDef } from '../../ui/ListToolbar';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { apiQuery, useListParams } from '../../ui/useListParams';
import { StaffBadges } from './StaffBadges';
import { asKind } from './staffRules';
import { EmailAddress } from '../../ui/EmailAddress';

const FILTERS = ['kind', 'schoolId'] as const;

export function StaffList() {
  const list = useListParams(FILTERS);
  const query = apiQuery(list.params);
  const remote = useRemote(() => listStaff(query), JSON.stringify(query));
  const choices = useRemote(studentFilterData, 'student-filter-data');
  const { notice, clear } = useNotice(true);
  const schools = choices.data?.schools ?? [];
  const filters: FilterDef[] = [
    {
      key: 'kind',
      label: t('staff.role'),
      options: STAFF_ROLES.map((r) => ({ value: r, label: t(`staff.roles.${r}`) })),
    },
    ...(schools.length > 1 ? [{ key: 'schoolId', label: t('staff.school'), options: schools }] : []),
  ];
  return (
    <>
      <PageTitle
        title={t('staff.title')}
        actions={
          <>
            <Link className="button button--secondary" to="importeren">
              {t('staffImport.link')}
            </Link>
            <Link className="button button--primary" to="nieuw">
              {t('staff.add')}
            </Link>
          </>
        }
      />
      <Notice notice={notice} onClose={clear} />
      <ListToolbar list={list} filters={filters} />
      <RemoteTable<UserItem>
        caption={t('staff.title')}
        list={list}
        remote={remote}
        rowKey={(u) => u.id}
        emptyText={t('staff.empty')}
        columns={[
          {
            label: t('staff.name'),
            sortKey: 'familyName',
            render: (u) => <Link to={String(u.id)}>{personName(u, u.username)}</Link>,
          },
          { label: t('staff.email'), sortKey: 'username', render: (u) => <EmailAddress address={u.username} /> },
          { label: t('staff.role'), render: (u) => t(`staff.roles.${asKind(u.kind)}`) },
          { label: t('staff.lastLogin'), sortKey: 'lastLogin', render: (u) => formatDateTime(u.lastLogin) },
          { label: t('staff.status'), render: (u) => <StaffBadges user={u} /> },
        ]}
      />
    </>
  );
}
