// Keeps in-progress tests on the device so a reload (or a crash of the tab) does not lose the
// answers. The key carries the user id: on a shared school computer one student must never see,
// resume or submit another student's test.
import type { Attempt } from '../../rules/types';

const KEY_PREFIX = 'lrc.tests.v1.';

export const storageKey = (userId: number): string => `${KEY_PREFIX}${userId}`;

function isTest(value: unknown): value is Attempt {
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

/** The stored tests of this user; anything unreadable is dropped rather than crashing the app. */
export function readTests(userId: number): Record<number, Attempt> {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const tests: Record<number, Attempt> = {};
    for (const value of Object.values(parsed as Record<string, unknown>)) {
      if (isTest(value) && !value.finished) tests[value.module] = { ...value, computed: value.computed ?? {} };
    }
    return tests;
  } catch {
    return {};
  }
}

/** Writes the tests; an empty set removes the key. Storage errors (quota, private mode) are ignored. */
export function writeTests(userId: number, tests: Record<number, Attempt>): void {
  try {
    if (Object.keys(tests).length === 0) localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), JSON.stringify(tests));
  } catch {
    // Without storage the test still works in memory; it just does not survive a reload.
  }
}

/** Drops this user's in-progress tests from the device (a confirmed logout). */
export function removeTests(userId: number): void {
  try {
    localStorage.removeItem(storageKey(userId));
  } catch {
    // nothing stored, nothing to remove
  }
}
