// The actions of the finish step ("Wat ga je doen?"): a name rules offer and select them by, the
// title the student sees, and more-info shown after choosing it. Closed to one line each, as the result texts.
import type { ConfigAction } from '../../../../rules/types';
import { tm } from '../../../i18n/modules';
import { DocRichText, DocText } from './docFields';
import { ItemListEditor } from './ItemListEditor';
import { ItemSummary } from './ItemSummary';
import { freeName } from './listEdits';

export function ActionsEditor() {
  return (
    <section className="mg-panel">
      <ItemListEditor<ConfigAction>
        pointer="/config/actions"
        resource={null}
        level={2}
        title={tm('actions.title')}
        itemLabel={(a, i) => `${tm('labels.action', { n: i + 1 })}: ${a.title || a.name}`}
        newItem={(items) => ({
          name: freeName(
            items.map((a) => a.name),
            `actie_${items.length + 1}`,
          ),
          title: '',
        })}
        addLabel={tm('actions.add')}
        empty={tm('actions.empty')}
        summary={(a) => <ItemSummary name={a.name} text={a.more_info} />}
        fields={(p) => (
          <>
            <div className="mg-grid">
              <DocText pointer={`${p}/name`} label={tm('actions.name')} required />
              <DocText pointer={`${p}/title`} label={tm('actions.heading')} required />
            </div>
            <DocRichText pointer={`${p}/more_info`} label={tm('actions.moreInfo')} nullable />
          </>
        )}
      />
    </section>
  );
}
