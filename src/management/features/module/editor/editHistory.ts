// Undo and redo of the editor's last edits (issue 33: the last 20). Pure: a history is a value, each
// function returns a new one, so React state holds it and tests need no DOM. An edit is the whole
// draft after it (module drafts are a few tens of KB; structural sharing keeps unchanged parts).
export const HISTORY_LIMIT = 20;

export interface EditHistory<T> {
  /** Older states, oldest first; at most HISTORY_LIMIT. */
  past: readonly T[];
  present: T;
  /** States undone, the next redo first. */
  future: readonly T[];
  /** What the last edit changed (a field's pointer): typing on in the same field is one edit. */
  group?: string;
}

export const startHistory = <T>(present: T): EditHistory<T> => ({ past: [], present, future: [] });

/**
 * A new edit: the present goes to the past (the oldest falls off past the limit), redo is gone. An
 * edit of the same group as the one before (the next keystroke in the same field) replaces the
 * present instead, so one undo takes back the whole change of a field, not one letter.
 */
export function recordEdit<T>(history: EditHistory<T>, next: T, group?: string, limit = HISTORY_LIMIT): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  if (group !== undefined && group === history.group && history.future.length === 0)
    return { ...history, present: next };
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [], group };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.past.length === 0) return history;
  const previous = history.past[history.past.length - 1];
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: EditHistory<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>): boolean => history.future.length > 0;

/**
 * The present replaced without an undo step (the server's copy after a save or a move: its new
 * revision must not be undone into an old one). The steps before stay, so undo still goes back.
 */
export const replacePresent = <T>(history: EditHistory<T>, present: T): EditHistory<T> => ({
  ...history,
  present,
  group: undefined,
});
