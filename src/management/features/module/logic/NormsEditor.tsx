// The norms: per norm its title in the norm table and its rows, each rating a value (a calculation)
// for a gender and an age range when it falls between "van" and "tot en met".
import { useState } from 'react';
import type { NormEntry, NormRule, NormTitle } from '../../../../rules/types';
import { tm } from '../../../i18n/modules';
import { TextField } from '../../../ui/fields';
import { DocNumber, DocSelect, DocText } from '../editor/docFields';
import { withValueAt } from '../editor/documentDiff';
import { useEditor } from '../editor/editorContext';
import { ItemListEditor } from '../editor/ItemListEditor';
import { DocExpression } from './logicFields';
import { RATING_OPTIONS } from './ratings';
import { normRowSummary } from './summaries';

const isTitle = (entry: NormEntry): entry is NormTitle => 'title' in entry;

export function NormsEditor() {
  const editor = useEditor();
  const norms = editor.document.config.norm ?? {};
  const [newName, setNewName] = useState('');
  const valid = /^[a-z][a-z0-9_]*$/.test(newName) && !(newName in norms);
  // The part's heading and panel are LogicPanel's (LogicSection).
  return (
    <>
      <p className="mg-hint">{tm('logic.normsIntro')}</p>
      {Object.keys(norms).map((name) => (
        <ItemListEditor<NormEntry>
          key={name}
          pointer={`/config/norm/${name}`}
          resource={null}
          title={tm('logic.normName', { name })}
          itemLabel={(entry, i) => (isTitle(entry) ? tm('logic.normTitle') : tm('logic.row', { n: i + 1 }))}
          summary={(entry) => (isTitle(entry) ? <span>{entry.title}</span> : normRowSummary(entry))}
          newItem={(entries) => {
            const last = [...entries].reverse().find((e): e is NormRule => !isTitle(e));
            return { value: last?.value ?? '', start: 0, end: 0, rating: 'good' };
          }}
          addLabel={tm('logic.normRowAdd')}
          fields={(p, entry) =>
            isTitle(entry) ? (
              <DocText pointer={`${p}/title`} label={tm('logic.normTitle')} required />
            ) : (
              <>
                <DocExpression pointer={`${p}/value`} label={tm('logic.normValue')} point={{ kind: 'norm' }} />
                <div className="mg-grid">
                  <DocSelect
                    pointer={`${p}/gender`}
                    label={tm('logic.normGender')}
                    nullable={tm('logic.normAny')}
                    options={[
                      { value: 'male', label: tm('logic.male') },
                      { value: 'female', label: tm('logic.female') },
                    ]}
                  />
                  <DocNumber pointer={`${p}/min_age`} label={tm('logic.normMinAge')} />
                  <DocNumber pointer={`${p}/max_age`} label={tm('logic.normMaxAge')} />
                  <DocNumber pointer={`${p}/start`} label={tm('logic.normStart')} required />
                  <DocNumber pointer={`${p}/end`} label={tm('logic.normEnd')} required />
                  <DocSelect pointer={`${p}/rating`} label={tm('logic.normRating')} options={RATING_OPTIONS()} />
                </div>
              </>
            )
          }
        />
      ))}
      <div className="mg-inline-add">
        <TextField label={tm('logic.normNew')} name="new-norm" value={newName} onChange={setNewName} />
        <button
          type="button"
          className="button button--secondary"
          disabled={!valid}
          onClick={() => {
            editor.edit((d) => withValueAt(d, `/config/norm/${newName}`, [{ title: '' }]));
            setNewName('');
          }}
        >
          {tm('logic.normAdd')}
        </button>
      </div>
    </>
  );
}
