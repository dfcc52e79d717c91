// The audit log for super admins: newest first, paged, filtered by action, record type or a name.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { AuditEntry, AuditFilterData, AuditListQuery } from '../../src/shared/management/auditLog';
import type { ListResult } from '../../src/shared/management/common';
import type { Database } from '../db/schema';
import { iso, listParams, searchLike } from './listing';

export async function listAuditLog(db: Kysely<Database>, query: AuditListQuery): Promise<ListResult<AuditEntry>> {
  const p = listParams(query);
  let q = db.selectFrom('audit_log');
  if (query.action) q = q.where('action', '=', query.action);
  if (query.entityType) q = q.where('entity_type', '=', query.entityType);
  if (p.pattern) {
    const pattern = p.pattern;
    q = q.where((eb) =>
      eb.or([
        searchLike(eb, 'actor_username', pattern),
        searchLike(eb, 'as_username', pattern),
        searchLike(eb, 'subject_username', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('created_at', p.order === 'asc' ? 'asc' : 'desc')
      .orderBy('id', p.order === 'asc' ? 'asc' : 'desc')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actor_username,
      as: r.as_username,
      subject: r.subject_username,
      entityType: r.entity_type,
      entityId: r.entity_id,
      detail: r.detail,
      createdAt: iso(r.created_at)!,
    })),
    total: Number(count.n),
    page: p.page,
    limit: p.limit,
  };
}

/** The distinct actions and record types in the log (the filters offer only what can be found). */
export async function auditFilterData(db: Kysely<Database>): Promise<AuditFilterData> {
  const [actions, types] = await Promise.all([
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    db
      .selectFrom('audit_log')
      .select('entity_type')
      .distinct()
      .where('entity_type', 'is not', null)
      .orderBy('entity_type')
      .execute(),
  ]);
  return {
    actions: actions.map((r) => r.action),
    entityTypes: types.map((r) => r.entity_type).filter((t): t is string => t !== null),
  };
}
