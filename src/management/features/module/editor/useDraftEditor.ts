// The state of one module's editor: the draft as the server has it (and its revision), the edits on
// top with undo/redo (editHistory), saving with If-Match, the colleague's draft after a 409, and the
// content checker's problems of the last refusal. Edits are local until "Opslaan"; a move with the
// buttons or by dragging goes to the move route at once (when the item has an id and nothing else
// is unsaved), so the server's order is the one everyone sees. The saved example answer sets are part
// of the edited state (editorExamples.ts): a rename rewrites the names they use in the same undo step,
// and "Opslaan" sends the rewritten ones with the document, so the server stores both in one write.
import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '../../../../common/api/client';
import { errorBody, errorStatus } from '../../../../common/api/failure';
import type { ModuleDocument, ModuleDraft } from '../../../../shared/management/module';
import type { ContentProblem } from '../../../../shared/management/moduleVersion';
import { ERROR_MESSAGES } from '../../../../shared/errors/messages';
import { describeError } from '../../../api/errors';
import { getModuleDraft, ifMatch, listExamples, saveModuleDraft } from '../../../api/module';
import { tm } from '../../../i18n/modules';
import type { NoticeState } from '../../../ui/Notice';
import { problemsOf } from '../problems';
import { canRedo, canUndo, recordEdit, redo, replacePresent, startHistory, undo } from './editHistory';
import type { EditHistory } from './editHistory';
import { merged } from './documentDiff';
import {
  examplesToSave,
  followUnsavedRenames,
  rebaseExamples,
  type EditorExample,
  type EditorState,
} from './editorExamples';

export type MoveResource = 'slide' | 'question-option' | 'sub-question' | 'info-text' | 'result-text';

export interface DraftEditor {
  draft: ModuleDraft | null;
  document: ModuleDocument | null;
  loadError: string | null;
  dirty: boolean;
  saving: boolean;
  notice: NoticeState | null;
  clearNotice: () => void;
  problems: ContentProblem[];
  setProblems: (problems: ContentProblem[]) => void;
  conflict: ModuleDraft | null;
  /** The saved example answer sets as the edits name them (a rename rewrites them; saved with the draft). */
  examples: readonly EditorExample[];
  /** The examples read again from the server (after the rule checker saved or deleted one). */
  reloadExamples: () => Promise<void>;
  canUndo: boolean;
  canRedo: boolean;
  undoCount: number;
  /** An edit; `group` (the field's pointer) joins it to the edit before when that changed the same field. */
  edit: (change: (document: ModuleDocument) => ModuleDocument, group?: string) => void;
  /** A rename: the document and the examples it rewrote, as one edit. */
  rename: (document: ModuleDocument, rewritten: readonly EditorExample[]) => void;
  undo: () => void;
  redo: () => void;
  save: () => Promise<boolean>;
  /**
   * Before the rule checker saves an example: the unsaved edits saved first (so the example names what the
   * server's draft names), then the draft's revision to send with it; null when that save was refused.
   */
  saveBeforeExample: () => Promise<number | null>;
  /** A write of the rule checker found the draft stale (409): the colleague's draft, as a save's 409 does. */
  staleDraft: (current: ModuleDraft) => void;
  /** After a 409: theirs, with my value at each pointer in keepMine, saved on their revision. */
  resolveConflict: (keepMine: readonly string[]) => Promise<void>;
  /** A move: by the route when `id` is given and nothing is unsaved, else in the document. */
  move: (
    resource: MoveResource,
    id: number | undefined,
    to: number,
    local: (d: ModuleDocument) => ModuleDocument,
  ) => Promise<void>;
  /** The server's draft replaced (after a publish or restore). */
  reload: () => Promise<void>;
}

export function useDraftEditor(id: number): DraftEditor {
  const [draft, setDraft] = useState<ModuleDraft | null>(null);
  const [history, setHistory] = useState<EditHistory<EditorState> | null>(null);
  /** The examples as the server has them. */
  const [savedExamples, setSavedExamples] = useState<readonly EditorExample[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [problems, setProblems] = useState<ContentProblem[]>([]);
  const [conflict, setConflict] = useState<ModuleDraft | null>(null);

  const adopt = useCallback((next: ModuleDraft, asEdit: boolean, examples?: readonly EditorExample[]) => {
    setDraft(next);
    setHistory((h) => {
      const state = { document: next.document, examples: examples ?? h?.present.examples ?? [] };
      return !h ? startHistory(state) : asEdit ? recordEdit(h, state) : replacePresent(h, state);
    });
    if (examples) setSavedExamples(examples);
  }, []);

  const reload = useCallback(async () => {
    try {
      const [next, examples] = await Promise.all([getModuleDraft(id), listExamples(id)]);
      adopt(next, false, examples);
      setLoadError(null);
    } catch (err) {
      setLoadError(describeError(err));
    }
  }, [id, adopt]);

  const reloadExamples = useCallback(async () => {
    const examples = await listExamples(id);
    setHistory((h) => (h ? rebaseExamples(h, savedExamples, examples) : h));
    setSavedExamples(examples);
  }, [id, savedExamples]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const document = history?.present.document ?? null;
  const examples = history?.present.examples ?? savedExamples;
  const unsavedExamples = examplesToSave(savedExamples, examples);
  const dirty = Boolean(draft && document && (document !== draft.document || unsavedExamples.length > 0));

  /** 409 example_changed: a colleague saved an example this save rewrote; theirs, followed through my renames. */
  const followColleagues = async (): Promise<void> => {
    try {
      const fresh = await listExamples(id);
      const base = draft?.document;
      setHistory((h) => {
        if (!h) return h;
        const rebased = rebaseExamples(h, savedExamples, fresh);
        const present = rebased.present.examples.map((e) => {
          const mine = savedExamples.find((old) => old.id === e.id);
          if (!base || (mine && mine.saved.at === e.saved.at)) return e;
          return followUnsavedRenames(rebased, base, e) ?? e;
        });
        return { ...rebased, present: { ...rebased.present, examples: present } };
      });
      setSavedExamples(fresh);
      setNotice({ kind: 'error', text: ERROR_MESSAGES.example_changed });
    } catch (err) {
      setNotice({ kind: 'error', text: describeError(err) });
    }
  };

  const refused = (err: unknown): void => {
    const body = errorBody(err);
    if (errorStatus(err) === 409 && body.error === 'example_changed') {
      void followColleagues();
      return;
    }
    if (errorStatus(err) === 409 && body.error === 'stale_revision' && body.current) {
      setConflict(body.current as ModuleDraft);
      setNotice({ kind: 'error', text: tm('conflict.notice') });
      return;
    }
    const found = problemsOf(body);
    setProblems(found);
    setNotice({ kind: 'error', text: found.length > 0 ? tm('editor.saveProblems') : describeError(err) });
  };

  const write = async (revision: number, content: ModuleDocument): Promise<ModuleDraft | null> => {
    setSaving(true);
    try {
      const saved = await saveModuleDraft(id, revision, content, unsavedExamples);
      adopt(saved, false, examples);
      setProblems([]);
      setConflict(null);
      setNotice({ kind: 'success', text: tm('editor.saved') });
      return saved;
    } catch (err) {
      refused(err);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const move: DraftEditor['move'] = async (resource, itemId, to, local) => {
    if (!draft || !history) return;
    if (itemId === undefined || dirty) {
      setHistory(recordEdit(history, { ...history.present, document: local(history.present.document) }));
      return;
    }
    setSaving(true);
    try {
      await apiClient.post(`/api/${resource}/${itemId}/move/${to}`, {}, { headers: ifMatch(draft.revision) });
      adopt(await getModuleDraft(id), true);
    } catch (err) {
      refused(err);
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    document,
    loadError,
    dirty,
    saving,
    notice,
    clearNotice: () => setNotice(null),
    problems,
    setProblems,
    conflict,
    examples,
    reloadExamples,
    canUndo: history ? canUndo(history) : false,
    canRedo: history ? canRedo(history) : false,
    undoCount: history?.past.length ?? 0,
    edit: (change, group) =>
      setHistory((h) => {
        if (!h) return h;
        const next = change(h.present.document);
        return next === h.present.document ? h : recordEdit(h, { ...h.present, document: next }, group);
      }),
    rename: (next, rewritten) =>
      setHistory((h) => {
        if (!h) return h;
        const byId = new Map(rewritten.map((e) => [e.id, e]));
        const list = h.present.examples.map((e) => byId.get(e.id) ?? e);
        return recordEdit(h, { document: next, examples: list, renamedFrom: h.present.document });
      }),
    undo: () => setHistory((h) => (h ? undo(h) : h)),
    redo: () => setHistory((h) => (h ? redo(h) : h)),
    save: async () => Boolean(draft && document && (await write(draft.revision, document))),
    saveBeforeExample: async () => {
      if (!draft || !document) return null;
      if (!dirty) return draft.revision;
      return (await write(draft.revision, document))?.revision ?? null;
    },
    staleDraft: (current) => {
      setConflict(current);
      setNotice({ kind: 'error', text: tm('conflict.notice') });
    },
    resolveConflict: async (keepMine) => {
      if (!conflict || !document) return;
      const theirs = conflict;
      setHistory((h) =>
        h ? recordEdit(h, { ...h.present, document: merged(theirs.document, document, keepMine) }) : h,
      );
      setDraft(theirs);
      setConflict(null);
      setNotice(null);
      // Nothing of mine kept: their draft is already saved; otherwise save the merge on their revision.
      if (keepMine.length > 0) await write(theirs.revision, merged(theirs.document, document, keepMine));
    },
    move,
    reload,
  };
}
