// After a 409: a colleague saved the draft after it was loaded here. Every field where the two
// versions differ is shown side by side, "your text" beside "your colleague's", with a choice per
// field (yours by default: it is what you just typed). "Keuze opslaan" saves the merge on the
// colleague's revision; "Alles van je collega nemen" drops your edits.
import { useState } from 'react';
import { tm } from '../../../i18n/modules';
import { formatStamp } from '../stamp';
import { differences } from './documentDiff';
import { useEditor } from './editorContext';
import { pointerLabel } from './pointerLabel';

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return tm('conflict.empty');
  if (typeof value === 'string')
    return (
      value
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || tm('conflict.empty')
    );
  return JSON.stringify(value);
};

export function ConflictView() {
  const editor = useEditor();
  const theirs = editor.conflict!;
  const rows = differences(editor.document, theirs.document);
  const [keepTheirs, setKeepTheirs] = useState<ReadonlySet<string>>(new Set());
  const by = theirs.edited ? formatStamp(theirs.edited) : tm('conflict.someone');
  const toggle = (pointer: string, theirsChosen: boolean) =>
    setKeepTheirs((set) => {
      const next = new Set(set);
      if (theirsChosen) next.add(pointer);
      else next.delete(pointer);
      return next;
    });
  return (
    <section className="mg-panel mg-conflict" aria-labelledby="mg-conflict-title">
      <h2 id="mg-conflict-title">{tm('conflict.title')}</h2>
      <p>{tm('conflict.intro', { by })}</p>
      <table className="mg-conflict__table">
        <caption className="visually-hidden">{tm('conflict.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{tm('conflict.field')}</th>
            <th scope="col">{tm('conflict.mine')}</th>
            <th scope="col">{tm('conflict.theirs')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ pointer, mine, theirs: their }) => {
            const field = pointerLabel(editor.document, pointer);
            const name = `keep-${pointer}`;
            return (
              <tr key={pointer}>
                <th scope="row">{field}</th>
                <td data-label={tm('conflict.mine')}>
                  <label className="mg-conflict__choice">
                    <input
                      type="radio"
                      name={name}
                      checked={!keepTheirs.has(pointer)}
                      onChange={() => toggle(pointer, false)}
                      aria-label={tm('conflict.keepMine', { field })}
                    />
                    <span>{shown(mine)}</span>
                  </label>
                </td>
                <td data-label={tm('conflict.theirs')}>
                  <label className="mg-conflict__choice">
                    <input
                      type="radio"
                      name={name}
                      checked={keepTheirs.has(pointer)}
                      onChange={() => toggle(pointer, true)}
                      aria-label={tm('conflict.keepTheirs', { field })}
                    />
                    <span>{shown(their)}</span>
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="mg-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={editor.saving}
          onClick={() => void editor.resolveConflict(rows.map((r) => r.pointer).filter((p) => !keepTheirs.has(p)))}
        >
          {tm('conflict.saveChoice')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={editor.saving}
          onClick={() => void editor.resolveConflict([])}
        >
          {tm('conflict.takeTheirs')}
        </button>
      </div>
    </section>
  );
}
