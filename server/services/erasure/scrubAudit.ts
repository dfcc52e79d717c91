// How an audit entry reads once the people it mentions are erased: it still says what happened, when,
// from which address and by whom when that person is still there, but no longer about whom. An entry
// about an erased account (its subject, or the student/staff record it changed) loses its detail
// (an edit's before/after copy holds the names); any other entry keeps its detail with the erased
// address replaced and the erased ids taken out of its id fields.
import { REDACTED } from '../bugReportSanitizer';

export interface AuditRow {
  actor_id: number | null;
  actor_username: string | null;
  as_user_id: number | null;
  as_username: string | null;
  subject_id: number | null;
  subject_username: string | null;
  entity_type: string | null;
  entity_id: number | null;
  detail: Record<string, unknown>;
}

export type ScrubbedAudit = Omit<AuditRow, 'detail'> & { detail: Record<string, unknown> };

const ID_KEY = /^(id|ids|userId|userIds|studentId|studentIds|subjectId|user_id|student_id)$/;

function replaceAddresses(value: string, emails: string[]): string {
  let out = value;
  for (const e of emails) {
    let at = out.toLowerCase().indexOf(e);
    while (at >= 0) {
      out = out.slice(0, at) + REDACTED + out.slice(at + e.length);
      at = out.toLowerCase().indexOf(e, at + REDACTED.length);
    }
  }
  return out;
}

function scrubValue(value: unknown, key: string | null, ids: Set<number>, emails: string[]): unknown {
  if (typeof value === 'string') return replaceAddresses(value, emails);
  if (key !== null && ID_KEY.test(key)) {
    if (typeof value === 'number' && ids.has(value)) return null;
    if (Array.isArray(value)) return value.filter((v) => !(typeof v === 'number' && ids.has(v)));
  }
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, null, ids, emails));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [replaceAddresses(k, emails), scrubValue(v, k, ids, emails)]),
    );
  return value;
}

export function scrubAuditEntry(row: AuditRow, erasedIds: number[], erasedEmails: string[]): ScrubbedAudit {
  const ids = new Set(erasedIds);
  const emails = erasedEmails.map((e) => e.toLowerCase());
  const names = (id: number | null, username: string | null) =>
    (id !== null && ids.has(id)) || (username !== null && emails.includes(username.toLowerCase()));
  const entityErased =
    row.entity_type !== null &&
    ['student', 'user'].includes(row.entity_type) &&
    row.entity_id !== null &&
    ids.has(row.entity_id);
  const aboutErased = names(row.subject_id, row.subject_username) || entityErased;
  return {
    actor_id: names(row.actor_id, row.actor_username) ? null : row.actor_id,
    actor_username: names(row.actor_id, row.actor_username) ? null : row.actor_username,
    as_user_id: names(row.as_user_id, row.as_username) ? null : row.as_user_id,
    as_username: names(row.as_user_id, row.as_username) ? null : row.as_username,
    subject_id: names(row.subject_id, row.subject_username) ? null : row.subject_id,
    subject_username: names(row.subject_id, row.subject_username) ? null : row.subject_username,
    entity_type: row.entity_type,
    entity_id: entityErased ? null : row.entity_id,
    detail: aboutErased ? {} : (scrubValue(row.detail ?? {}, null, ids, emails) as Record<string, unknown>),
  };
}
