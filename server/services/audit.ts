// The audit log: who did what to which account (imitation start/stop and every imitated request,
// password and 2-factor changes). Usernames are copied so entries outlive deleted accounts.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { json } from '../db/json';
import type { Database } from '../db/schema';

export interface AuditEntry {
  action: string;
  actor: { id: number; username: string } | null;
  subject?: { id: number; username: string } | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      actor_id: entry.actor?.id ?? null,
      actor_username: entry.actor?.username ?? null,
      subject_id: entry.subject?.id ?? null,
      subject_username: entry.subject?.username ?? null,
      detail: json(entry.detail ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}
