import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { STAFF_ROLES, type UserItem } from '../../../shared/management/user';
import { studentFilterData } from '../../api/student';
import { listUsers } from '../../api/user';
import { RemoteTable } from '../../ui/DataTable';
import { formatDateTime, personName } from '../../ui/format';
import { ListToolbar } from '../../ui/ListToolbar';
import type { FilterDef } from '../../ui/ListToolbar';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { apiQuery, useListParams } from '../../ui/useListParams';
import { UserBadges } from './UserBadges';
import { asKind } from './userRules';
import { EmailAddress } from '../../ui/EmailAddress';

const FILTERS = ['kind', 'schoolId'] as const;

export function UserList() {
  const list = useListParams(FILTERS);
  const query = apiQuery(list.params);
  const remote = useRemote(() => listUsers(query), JSON.stringify(query));
  const choices = useRemote(studentFilterData, 'student-filter-data');
  const { notice, clear } = useNotice(true);
  const schools = choices.data?.schools ?? [];
  const filters: FilterDef[] = [
    {
      key: 'kind',
      label: t('user.role'),
      options: STAFF_ROLES.map((r) => ({ value: r, label: t(`user.roles.${r}`) })),
    },
    ...(schools.length > 1 ? [{ key: 'schoolId', label: t('user.school'), options: schools }] : []),
  ];
  return (
    <>
      <PageTitle
        title={t('user.title')}
        actions={
          <>
            <Link className="button button--secondary" to="importeren">
              {t('userImport.link')}
            </Link>
            <Link className="button button--primary" to="nieuw">
              {t('user.add')}
            </Link>
          </>
        }
      />
      <Notice notice={notice} onClose={clear} />
      <ListToolbar list={list} filters={filters} />
      <RemoteTable<UserItem>
        caption={t('user.title')}
        list={list}
        remote={remote}
        rowKey={(u) => u.id}
        emptyText={t('user.empty')}
        columns={[
          {
            label: t('user.name'),
            sortKey: 'familyName',
            render: (u) => <Link to={String(u.id)}>{personName(u, u.username)}</Link>,
          },
          { label: t('user.email'), sortKey: 'username', render: (u) => <EmailAddress address={u.username} /> },
          { label: t('user.role'), render: (u) => t(`user.roles.${asKind(u.kind)}`) },
          { label: t('user.lastLogin'), sortKey: 'lastLogin', render: (u) => formatDateTime(u.lastLogin) },
          { label: t('user.status'), render: (u) => <UserBadges user={u} /> },
        ]}
      />
    </>
  );
}
