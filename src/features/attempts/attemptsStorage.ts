// Keeps in-progress attempts on the device so a reload (or a crash of the tab) does not lose the
// answers. The key carries the user id: on a shared school computer one student must never see,
// resume or submit another student's attempt. Beside them, under a key of their own (written when an
// attempt starts or ends, not at every answer), the module content each attempt started on: after a
// newer version is published a reload still shows the student the version they are finishing.
import type { Attempt } from '../../rules/types';
import type { VersionContent } from '../modules/modulesSlice';

// The key keeps its old word (the code said "test" then): attempts already on students' devices are
// read back under it, so it never changes.
const KEY_PREFIX = 'lrc.tests.v1.';

export const storageKey = (userId: number): string => `${KEY_PREFIX}${userId}`;
export const startedContentKey = (userId: number): string => `lrc.startedContent.v1.${userId}`;

function isAttempt(value: unknown): value is Attempt {
  if (!value || typeof value !== 'object') return false;
  const t = value as Partial<Attempt>;
  return (
    typeof t.id === 'string' &&
    typeof t.module === 'number' &&
    Array.isArray(t.answers) &&
    typeof t.meta === 'object' &&
    t.meta !== null &&
    typeof t.updatedAt === 'number'
  );
}

/** The stored attempts of this user; anything unreadable is dropped rather than crashing the app. */
export function readAttempts(userId: number): Record<number, Attempt> {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const attempts: Record<number, Attempt> = {};
    for (const value of Object.values(parsed as Record<string, unknown>)) {
      if (isAttempt(value) && !value.finished) attempts[value.module] = { ...value, computed: value.computed ?? {} };
    }
    return attempts;
  } catch {
    return {};
  }
}

/** Writes the attempts; an empty set removes the key. Storage errors (quota, private mode) are ignored. */
export function writeAttempts(userId: number, attempts: Record<number, Attempt>): void {
  try {
    if (Object.keys(attempts).length === 0) localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), JSON.stringify(attempts));
  } catch {
    // Without storage the attempt still works in memory; it just does not survive a reload.
  }
}

let pending: { userId: number; attempts: Record<number, Attempt> } | null = null;

/**
 * Writes the attempts at the end of the current task (a microtask), once however many changes the task
 * made: a 'next' saves the answer, the rule engine's computed values and the touch in one click, and
 * each write serialises every attempt. Nothing else can run before it, so nothing is lost by waiting.
 */
export function writeAttemptsSoon(userId: number, attempts: Record<number, Attempt>): void {
  const scheduled = pending !== null;
  pending = { userId, attempts };
  if (scheduled) return;
  queueMicrotask(() => {
    const latest = pending;
    pending = null;
    if (latest) writeAttempts(latest.userId, latest.attempts);
  });
}

/** Drops this user's in-progress attempts, and the content they started on, from the device (a confirmed logout). */
export function removeAttempts(userId: number): void {
  // A write still waiting for the end of the task must not put them back.
  if (pending?.userId === userId) pending = null;
  try {
    localStorage.removeItem(storageKey(userId));
    localStorage.removeItem(startedContentKey(userId));
  } catch {
    // nothing stored, nothing to remove
  }
}

const isVersionContent = (value: unknown): value is VersionContent => {
  const v = value as Partial<VersionContent> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.module?.id === 'number' &&
    typeof v.module.version === 'number' &&
    Array.isArray(v.module.slides) &&
    typeof v.config?.name === 'string'
  );
};

/** The content each of this user's attempts started on, by module id; anything unreadable is left out. */
export function readStartedContent(userId: number): Record<number, VersionContent> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(startedContentKey(userId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.values(parsed as Record<string, unknown>)
        .filter(isVersionContent)
        .map((content) => [content.module.id, content]),
    );
  } catch {
    return {};
  }
}

/** Writes it; an empty set removes the key. Storage errors are ignored (the newest version is shown then). */
export function writeStartedContent(userId: number, content: Record<number, VersionContent>): void {
  try {
    if (Object.keys(content).length === 0) localStorage.removeItem(startedContentKey(userId));
    else localStorage.setItem(startedContentKey(userId), JSON.stringify(content));
  } catch {
    // Without it the attempt goes on with the newest content, as before versions were kept.
  }
}
