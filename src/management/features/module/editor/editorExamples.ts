// The saved example answer sets inside the editor's state (issue 33). A rename rewrites the names an example
// uses (src/rules/renameExamples.ts) in the same edit as the document, so undo takes both back; "Opslaan"
// sends the examples that differ from the server's with the document, and the server stores both in one
// write; each names the `saved.at` it started from, so a colleague's save in between answers 409 and their
// example is followed through the unsaved renames instead of overwritten. Pure, like editHistory.ts.
import { followInExamples } from '../../../../rules/renameExamples';
import type { ModuleDocument } from '../../../../shared/management/module';
import type { ExampleRewrite, ModuleExample } from '../../../../shared/management/moduleExample';
import type { EditHistory } from './editHistory';

export type EditorExample = ModuleExample;

/** What undo and redo step through: the document and the examples as it names things. */
export interface EditorState {
  document: ModuleDocument;
  examples: readonly EditorExample[];
  /** Set on a rename's state: the document just before it (so a colleague's example can follow it later). */
  renamedFrom?: ModuleDocument;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The examples whose answers or expected outcome differ from the server's (`saved`), as a save sends them. */
export function examplesToSave(saved: readonly EditorExample[], local: readonly EditorExample[]): ExampleRewrite[] {
  return local.flatMap((example) => {
    const server = saved.find((s) => s.id === example.id);
    if (!server || (same(server.answers, example.answers) && same(server.expected, example.expected))) return [];
    return [{ id: example.id, answers: example.answers, expected: example.expected, savedAt: example.saved.at }];
  });
}

/**
 * Every state of the history with the server's examples read again (`next`, after the rule checker saved
 * or deleted one): an example nobody saved since `before` keeps each state's own names; a new, replaced or
 * deleted one is the server's in every state, so neither undo nor a save brings an old copy back.
 */
export function rebaseExamples(
  history: EditHistory<EditorState>,
  before: readonly EditorExample[],
  next: readonly EditorExample[],
): EditHistory<EditorState> {
  const rebase = (state: EditorState): EditorState => ({
    ...state,
    examples: next.map((example) => {
      const old = before.find((e) => e.id === example.id);
      const mine = state.examples.find((e) => e.id === example.id);
      return old && mine && old.saved.at === example.saved.at ? mine : example;
    }),
  });
  return {
    ...history,
    past: history.past.map(rebase),
    present: rebase(history.present),
    future: history.future.map(rebase),
  };
}

/**
 * A colleague's newer copy of an example, named as the edits since the last save (`base`: the server's
 * document then) name things: every rename after `base` rewrites it in turn. Null when that cannot be
 * followed with certainty, or `base` is no longer in the history (undone past, or more than 20 edits ago).
 */
export function followUnsavedRenames(
  history: EditHistory<EditorState>,
  base: ModuleDocument,
  example: EditorExample,
): EditorExample | null {
  const states = [...history.past, history.present];
  const from = states.map((s) => s.document).lastIndexOf(base);
  if (from < 0) return null;
  let followed = example;
  for (const state of states.slice(from + 1)) {
    if (!state.renamedFrom) continue;
    const outcome = followInExamples(state.renamedFrom, state.document, [followed]);
    if (!outcome.ok) return null;
    followed = outcome.examples[0];
  }
  return followed;
}
