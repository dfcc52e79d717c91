// The queue on the device, one localStorage key per user (the tab may be closed or the phone
// restarted before the connection returns). localStorage writes are synchronous, so an item is on
// disk before its first send attempt starts. On a shared school computer the key carries the user
// id: one student's queue is never read, shown or sent under another student's session.
import type { QueueItem } from '../../shared/api';
import type { QueueState, SetAsideItem } from './queueSlice';

const KEY_PREFIX = 'lrc.queue.v1.';

export const queueStorageKey = (userId: number): string => `${KEY_PREFIX}${userId}`;

function isQueueItem(value: unknown): value is QueueItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<QueueItem>;
  return (
    typeof item.id === 'string' &&
    (item.type === 'SKIP_MODULE' || item.type === 'START_MODULE' || item.type === 'FINISH_TEST') &&
    !!item.data &&
    typeof item.data === 'object'
  );
}

function isSetAside(value: unknown): value is SetAsideItem {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<SetAsideItem>;
  return isQueueItem(entry.item) && typeof entry.status === 'number';
}

/** The stored queue; an unreadable entry is skipped rather than blocking every later one. */
export function readQueue(userId: number): QueueState {
  const empty: QueueState = { userId, items: [], setAside: [] };
  try {
    const raw = localStorage.getItem(queueStorageKey(userId));
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as { items?: unknown; setAside?: unknown };
    const items = Array.isArray(parsed.items) ? parsed.items.filter(isQueueItem) : [];
    const setAside = Array.isArray(parsed.setAside)
      ? parsed.setAside.filter(isSetAside).map((e) => ({ ...e, error: e.error ?? null }))
      : [];
    return { userId, items, setAside };
  } catch {
    return empty;
  }
}

/** Writes the queue of its owner; an empty queue removes the key. */
export function writeQueue(state: QueueState): void {
  if (state.userId === null) return;
  try {
    if (state.items.length === 0 && state.setAside.length === 0) localStorage.removeItem(queueStorageKey(state.userId));
    else
      localStorage.setItem(
        queueStorageKey(state.userId),
        JSON.stringify({ items: state.items, setAside: state.setAside }),
      );
  } catch {
    // Quota or private mode: the queue still works in memory for this session.
  }
}

export function removeQueue(userId: number): void {
  try {
    localStorage.removeItem(queueStorageKey(userId));
  } catch {
    // nothing stored, nothing to remove
  }
}
