// Every management write lands in the audit log: the real person (actor), the account they acted as
// while imitating (as), what they did to which record, and when (the row's created_at).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { json } from '../db/json';
import type { Database } from '../db/schema';

export interface WriteEntry {
  action: string;
  entityType: string;
  entityId: number | null;
  schoolId?: number | null;
  /** The account the write was about (a student, a staff member), when there is one. */
  subject?: { id: number; username: string } | null;
  detail?: Record<string, unknown>;
}

type Account = { id: number; username: string };

/**
 * Who writes, as plain values, so a service needs no request: the account in use and the real person.
 * Routes build it with actorOf (server/http/actor.ts).
 */
export interface Actor {
  /** The account the request runs as (the imitated one while imitating). */
  user: Account | null;
  /** The real person while imitating; null otherwise. */
  imitator: Account | null;
  ip: string | null;
}

export async function auditBy(db: Kysely<Database>, actor: Actor, entry: WriteEntry): Promise<void> {
  const acting = actor.user;
  const real = actor.imitator ?? acting;
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      actor_id: real?.id ?? null,
      actor_username: real?.username ?? null,
      as_user_id: actor.imitator && acting ? acting.id : null,
      as_username: actor.imitator && acting ? acting.username : null,
      subject_id: entry.subject?.id ?? null,
      subject_username: entry.subject?.username ?? null,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      school_id: entry.schoolId ?? null,
      detail: json(entry.detail ?? {}),
      ip: actor.ip,
    })
    .execute();
}
