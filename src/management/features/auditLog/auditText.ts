// How an audit entry reads in Dutch, pure: the action's and record type's Dutch names (a code
// without one is shown as it is) and its details as short "key: value" lines.
import { auditActionLabels, auditEntityLabels } from '../../i18n/site';

export const actionLabel = (code: string): string => auditActionLabels[code] ?? code;
export const entityLabel = (code: string | null): string => (code ? (auditEntityLabels[code] ?? code) : '–');

const MAX_VALUE = 80;

const short = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The details of an entry as "key: value" lines; long values are cut, nested values written as JSON.
 * A change written as { before, after } (e.g. the settings) reads "key: old → new" for each key that
 * changed, so a change is not hidden behind a long unchanged value cut off at the end of its line.
 */
export function detailLines(detail: Record<string, unknown>): string[] {
  const { before, after } = detail;
  if (isRecord(before) && isRecord(after) && Object.keys(detail).length === 2) {
    return Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key}: ${before[key] === undefined ? '–' : short(before[key])} → ${short(after[key])}`);
  }
  return Object.entries(detail).map(([key, value]) => `${key}: ${short(value)}`);
}
