// The "Regels" tab: what is asked first (age, gender), the computed values in order, the rules
// (when → skip slides, skip to the end, show or hide result texts, offer and select actions), the
// result colour rules and the norms. Expressions are checked as they are typed.
import type { ConfigRule, ResultRule } from '../../../../rules/types';
import { tm } from '../../../i18n/modules';
import { DocSelect } from '../editor/docFields';
import { useEditor } from '../editor/editorContext';
import { ItemListEditor } from '../editor/ItemListEditor';
import { ComputedEditor } from './ComputedEditor';
import { DocExpression, DocNameSet } from './logicFields';
import { NormsEditor } from './NormsEditor';
import { RATING_OPTIONS } from './ratings';
import { RequiredMeta } from './RequiredMeta';

export function LogicPanel() {
  const { document } = useEditor();
  const slides = document.module.slides.map((s) => s.name);
  const texts = document.module.result_texts.map((r) => r.name);
  const actions = (document.config.actions ?? []).map((a) => a.name);
  return (
    <>
      <p className="mg-lead">{tm('logic.intro')}</p>
      <RequiredMeta />
      <ComputedEditor />
      <section className="mg-panel">
        <ItemListEditor<ConfigRule>
          pointer="/config/rules"
          resource={null}
          level={2}
          title={tm('logic.rulesTitle')}
          itemLabel={(_, i) => tm('labels.rule', { n: i + 1 })}
          newItem={() => ({ when: '' })}
          addLabel={tm('logic.ruleAdd')}
          empty={tm('logic.rulesEmpty')}
          fields={(p) => (
            <>
              <DocExpression pointer={`${p}/when`} label={tm('logic.when')} point={{ kind: 'rule' }} />
              <DocNameSet pointer={`${p}/skip_slides`} legend={tm('logic.skipSlides')} names={slides} />
              <DocSelect
                pointer={`${p}/skip_to_end_from`}
                label={tm('logic.skipToEnd')}
                nullable={tm('logic.skipToEndNone')}
                options={slides.map((s) => ({ value: s, label: s }))}
              />
              <DocNameSet pointer={`${p}/show_texts`} legend={tm('logic.showTexts')} names={texts} />
              <DocNameSet pointer={`${p}/skip_texts`} legend={tm('logic.skipTexts')} names={texts} />
              <DocNameSet pointer={`${p}/actions`} legend={tm('logic.offerActions')} names={actions} />
              <DocNameSet pointer={`${p}/select_actions`} legend={tm('logic.selectActions')} names={actions} />
            </>
          )}
        />
      </section>
      <section className="mg-panel">
        <ItemListEditor<ResultRule>
          pointer="/config/result"
          resource={null}
          level={2}
          title={tm('logic.resultTitle')}
          itemLabel={(_, i) => tm('labels.resultRule', { n: i + 1 })}
          newItem={() => ({ when: '', value: 'good' })}
          addLabel={tm('logic.resultAdd')}
          empty={tm('logic.resultIntro')}
          fields={(p) => (
            <>
              <DocExpression pointer={`${p}/when`} label={tm('logic.when')} point={{ kind: 'result' }} />
              <DocSelect pointer={`${p}/value`} label={tm('logic.resultValue')} options={RATING_OPTIONS()} />
            </>
          )}
        />
      </section>
      <NormsEditor />
    </>
  );
}
