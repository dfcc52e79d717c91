// How an audit entry reads in Dutch, pure: the action's and record type's Dutch names (a code
// without one is shown as it is) and its details as short "key: value" lines.
import { auditActionLabels, auditEntityLabels } from '../../../i18n/management/site';

export const actionLabel = (code: string): string => auditActionLabels[code] ?? code;
export const entityLabel = (code: string | null): string => (code ? (auditEntityLabels[code] ?? code) : '–');

const MAX_VALUE = 80;

/** The details of an entry as "key: value" lines; long values are cut, nested values written as JSON. */
export function detailLines(detail: Record<string, unknown>): string[] {
  return Object.entries(detail).map(([key, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${key}: ${text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text}`;
  });
}
