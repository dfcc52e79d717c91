// The saved example answer sets inside the editor's state (issue 33). A rename rewrites the names an example
// uses (src/rules/renameExamples.ts) in the same edit as the document, so undo takes both back; "Opslaan"
// sends the examples that differ from the server's with the document, and the server stores both in one
// write. Pure, like editHistory.ts.
import type { ModuleDocument } from '../../../../shared/management/module';
import type { ExampleRewrite, ModuleExample } from '../../../../shared/management/moduleExample';
import type { EditHistory } from './editHistory';

export type EditorExample = ModuleExample;

/** What undo and redo step through: the document and the examples as it names things. */
export interface EditorState {
  document: ModuleDocument;
  examples: readonly EditorExample[];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The examples whose answers or expected outcome differ from the server's (`saved`), as a save sends them. */
export function examplesToSave(saved: readonly EditorExample[], local: readonly EditorExample[]): ExampleRewrite[] {
  return local.flatMap((example) => {
    const server = saved.find((s) => s.id === example.id);
    if (!server || (same(server.answers, example.answers) && same(server.expected, example.expected))) return [];
    return [{ id: example.id, answers: example.answers, expected: example.expected }];
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
