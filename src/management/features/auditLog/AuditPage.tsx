// Auditlog (super admins, read-only): every management write, newest first, searchable by the
// e-mail address of who did it, as whom or about whom, and filtered by action and record type.
import { t } from '../../i18n';
import type { AuditEntry } from '../../../shared/management/auditLog';
import { auditFilterData, listAudit } from '../../api/auditLog';
import { RemoteTable } from '../../ui/DataTable';
import { EmailAddress } from '../../ui/EmailAddress';
import { formatDateTime } from '../../ui/format';
import { ListToolbar, type FilterDef } from '../../ui/ListToolbar';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { apiQuery, useListParams } from '../../ui/useListParams';
import { useRemote } from '../../ui/useRemote';
import { actionLabel, detailLines, entityLabel } from './auditText';

const FILTERS = ['action', 'entityType'] as const;

export function AuditPage() {
  const list = useListParams(FILTERS);
  const query = apiQuery(list.params);
  const remote = useRemote(() => listAudit(query), JSON.stringify(query));
  const choices = useRemote(auditFilterData, 'audit-filter-data');
  const filters: FilterDef[] = choices.data
    ? [
        {
          key: 'action',
          label: t('audit.action'),
          options: choices.data.actions.map((a) => ({ value: a, label: actionLabel(a) })),
        },
        {
          key: 'entityType',
          label: t('audit.entityType'),
          options: choices.data.entityTypes.map((e) => ({ value: e, label: entityLabel(e) })),
        },
      ].filter((filter) => filter.options.length > 0) // an empty log has nothing to filter on
    : [];
  return (
    <>
      <PageTitle title={t('audit.title')} />
      <p className="mg-lead">{t('audit.intro')}</p>
      <ListToolbar list={list} filters={filters} searchLabel={t('audit.search')} />
      <RemoteFailure remote={choices} />
      <RemoteTable<AuditEntry>
        caption={t('audit.title')}
        list={list}
        remote={remote}
        rowKey={(entry) => entry.id}
        emptyText={t('audit.empty')}
        columns={[
          { label: t('audit.when'), sortKey: 'createdAt', render: (e) => formatDateTime(e.createdAt) },
          { label: t('audit.who'), render: (e) => <Who entry={e} /> },
          { label: t('audit.what'), render: (e) => actionLabel(e.action) },
          {
            label: t('audit.record'),
            render: (e) =>
              e.entityId === null ? entityLabel(e.entityType) : `${entityLabel(e.entityType)} ${e.entityId}`,
          },
          { label: t('audit.subject'), render: (e) => (e.subject ? <EmailAddress address={e.subject} /> : '–') },
          { label: t('audit.details'), render: (e) => <Details detail={e.detail} /> },
        ]}
      />
    </>
  );
}

function Who({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) return <>{t('audit.system')}</>;
  return (
    <>
      <EmailAddress address={entry.actor} />
      {entry.as && <span className="mg-hint"> {t('audit.asWhom', { name: entry.as })}</span>}
    </>
  );
}

function Details({ detail }: { detail: Record<string, unknown> }) {
  const lines = detailLines(detail);
  if (lines.length === 0) return <>{t('audit.noDetails')}</>;
  return (
    <ul className="mg-audit-details">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
