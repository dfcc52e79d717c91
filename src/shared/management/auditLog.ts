// GET /api/audit-log (super admins): who did what, as whom, when.
import { Type, type Static } from '@sinclair/typebox';
import { Id, listQuery, listResponse } from './common';

export const AuditEntry = Type.Object({
  id: Id,
  action: Type.String(),
  actor: Type.Union([Type.String(), Type.Null()]),
  /** The account the actor acted as while imitating. */
  as: Type.Union([Type.String(), Type.Null()]),
  subject: Type.Union([Type.String(), Type.Null()]),
  entityType: Type.Union([Type.String(), Type.Null()]),
  entityId: Type.Union([Type.Integer(), Type.Null()]),
  detail: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditListQuery = listQuery(['createdAt'] as const, {
  // Action codes are snake_case, some with a dot for a sub-action ('student.import.seen').
  action: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z_.]+$' })),
  entityType: Type.Optional(Type.String({ maxLength: 30, pattern: '^[a-z_]+$' })),
});
export type AuditListQuery = Static<typeof AuditListQuery>;
export const AuditList = listResponse(AuditEntry);

/** GET /api/audit-log/list-filter-data: the actions and record types the log holds, for its filters. */
export const AuditFilterData = Type.Object({
  actions: Type.Array(Type.String()),
  entityTypes: Type.Array(Type.String()),
});
export type AuditFilterData = Static<typeof AuditFilterData>;
