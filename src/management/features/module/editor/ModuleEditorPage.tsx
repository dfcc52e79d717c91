// One module's editor (/beheer/modules/{id}): the draft's content, its rules, the rule checker, the
// live preview and the versions, as tabs with addresses of their own. Undo/redo steps through the
// last 20 edits (also Ctrl+Z / Ctrl+Y outside a text field, where the field's own undo applies);
// leaving with unsaved edits asks first; a colleague's newer save (409) opens the conflict view.
import { useEffect, useRef } from 'react';
import { Link, NavLink, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { tm } from '../../../i18n/modules';
import type { ModuleMessageKey } from '../../../i18n/modules';
import { KeepFocusButton } from '../../../ui/KeepFocusButton';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { ConflictView } from './ConflictView';
import { ContentPanel } from './ContentPanel';
import { EditorContext } from './editorContext';
import { LogicPanel } from '../logic/LogicPanel';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useDraftEditor } from './useDraftEditor';
import { BuiltModuleContext, useBuildDraft } from './useBuiltModule';
import type { DraftEditor } from './useDraftEditor';
import { CheckerPanel } from '../checker/CheckerPanel';
import { PreviewPanel } from '../preview/PreviewPanel';
import { VersionsPanel } from '../versions/VersionsPanel';

const TABS: Array<{ path: string; label: ModuleMessageKey }> = [
  { path: '', label: 'editor.tabContent' },
  { path: 'regels', label: 'editor.tabLogic' },
  { path: 'controle', label: 'editor.tabChecker' },
  { path: 'voorbeeld', label: 'editor.tabPreview' },
  { path: 'versies', label: 'editor.tabVersions' },
];

const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Ctrl/Cmd+Z and Ctrl+Y / Ctrl+Shift+Z step through the editor's edits, except inside a text field. */
function useUndoKeys(editor: DraftEditor) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || inTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) editor.undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) editor.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);
}

/**
 * Undo, redo, save and the save state in one row, also at 320 px: on a narrow screen undo and redo show
 * an arrow (and undo its count) while their words stay their accessible names (modules.css).
 */
function EditorBar({ editor }: { editor: DraftEditor }) {
  return (
    <div className="mg-editor-bar" role="group" aria-label={tm('editor.barLabel')}>
      <KeepFocusButton
        className="button button--secondary mg-editor-bar__step"
        unavailable={!editor.canUndo}
        onClick={editor.undo}
      >
        <span className="mg-editor-bar__icon" aria-hidden="true">
          ↶{editor.undoCount > 0 ? ` ${editor.undoCount}` : ''}
        </span>
        <span className="mg-editor-bar__word">
          {editor.undoCount > 0 ? tm('editor.undoCount', { count: editor.undoCount }) : tm('editor.undo')}
        </span>
      </KeepFocusButton>
      <KeepFocusButton
        className="button button--secondary mg-editor-bar__step"
        unavailable={!editor.canRedo}
        onClick={editor.redo}
      >
        <span className="mg-editor-bar__icon" aria-hidden="true">
          ↷
        </span>
        <span className="mg-editor-bar__word">{tm('editor.redo')}</span>
      </KeepFocusButton>
      <KeepFocusButton
        className="button button--primary"
        unavailable={!editor.dirty || editor.saving}
        onClick={() => void editor.save()}
      >
        {editor.saving ? tm('editor.saving') : tm('editor.save')}
      </KeepFocusButton>
      <span className="mg-editor-bar__state" role="status">
        {editor.dirty ? tm('editor.unsaved') : tm('editor.allSaved')}
      </span>
    </div>
  );
}

export function ModuleEditorPage() {
  const id = Number(useParams().id);
  const editor = useDraftEditor(id);
  const location = useLocation();
  const built = useBuildDraft(editor.document, id);
  useUndoKeys(editor);
  const base = `/modules/${id}`;
  // The page title is the title as loaded: PageTitle moves focus to the heading when its text
  // changes (a new page), which would take focus away from the title field at every keystroke.
  const loadedTitle = useRef<string | null>(null);
  if (loadedTitle.current === null && editor.draft) loadedTitle.current = editor.draft.document.module.title;
  const title = loadedTitle.current || tm('editor.untitled');
  return (
    <EditorContext.Provider value={editor}>
      <UnsavedChangesGuard when={editor.dirty} within={base} />
      <PageTitle title={title} />
      <p>
        <Link to="/modules">← {tm('editor.back')}</Link>
      </p>
      {editor.loadError && (
        <div className="mg-form__failure" role="alert">
          <p>{editor.loadError}</p>
          <button type="button" className="button button--secondary" onClick={() => void editor.reload()}>
            {tm('editor.retry')}
          </button>
        </div>
      )}
      {!editor.document && !editor.loadError && <p role="status">{tm('editor.loading')}</p>}
      {editor.document && (
        <>
          <nav className="mg-tabs" aria-label={tm('editor.tabs')}>
            <ul>
              {TABS.map((tab) => (
                <li key={tab.path}>
                  <NavLink
                    end
                    to={tab.path ? `${base}/${tab.path}` : base}
                    className="mg-tabs__link"
                    state={location.state}
                  >
                    {tm(tab.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <EditorBar editor={editor} />
          <Notice notice={editor.notice} onClose={editor.clearNotice} />
          {editor.conflict && <ConflictView />}
          <BuiltModuleContext.Provider value={built}>
            <Routes>
              <Route index element={<ContentPanel />} />
              <Route path="regels" element={<LogicPanel />} />
              <Route path="controle" element={<CheckerPanel />} />
              <Route path="voorbeeld" element={<PreviewPanel />} />
              <Route path="versies" element={<VersionsPanel />} />
            </Routes>
          </BuiltModuleContext.Provider>
        </>
      )}
    </EditorContext.Provider>
  );
}
