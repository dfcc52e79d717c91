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
  action: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z_]+$' })),
  entityType: Type.Optional(Type.String({ maxLength: 30, pattern: '^[a-z_]+$' })),
});
export type AuditListQuery = Static<typeof AuditListQuery>;
export const AuditList = listResponse(AuditEntry);
