// The "Regels" tab: what is asked first (age, gender), the computed values in order, the rules
// (when → skip slides, skip to the end, show or hide result texts, offer and select actions), the
// result colour rules and the norms. Expressions are checked as they are typed. Each part opens and
// closes under its heading (LogicSection), closed at first on a narrow screen and open on a wide one;
// a rule, a result rule and a norm row show a one-line summary until "Bewerken" opens their fields.
import { useState } from 'react';
import type { ConfigRule, ResultRule } from '../../../../rules/types';
import { tm } from '../../../i18n/modules';
import { DocSelect } from '../editor/docFields';
import { useEditor } from '../editor/editorContext';
import { ItemListEditor } from '../editor/ItemListEditor';
import { ComputedEditor } from './ComputedEditor';
import { LogicSection } from './LogicSection';
import { DocExpression, DocNameSet } from './logicFields';
import { NormsEditor } from './NormsEditor';
import { ratingLabel, RATING_OPTIONS } from './ratings';
import { RequiredMeta } from './RequiredMeta';
import { ruleSummary } from './summaries';

const PARTS = ['computed', 'rules', 'result', 'norms'] as const;
type Part = (typeof PARTS)[number];

/** Wide enough for every part open at once: the management site's two-column width. */
const wide = (): boolean =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? true
    : window.matchMedia('(min-width: 64em)').matches;

export function LogicPanel() {
  const { document } = useEditor();
  const [open, setOpen] = useState<Record<Part, boolean>>(() => {
    const all = wide();
    return { computed: all, rules: all, result: all, norms: all };
  });
  const toggle = (part: Part) => (on: boolean) => setOpen((o) => (o[part] === on ? o : { ...o, [part]: on }));
  const everything = PARTS.every((part) => open[part]);
  const slides = document.module.slides.map((s) => s.name);
  const texts = document.module.result_texts.map((r) => r.name);
  const actions = (document.config.actions ?? []).map((a) => a.name);
  const config = document.config;
  return (
    <>
      <p className="mg-lead">{tm('logic.intro')}</p>
      <RequiredMeta />
      <div className="mg-logic-parts">
        <button
          type="button"
          className="button button--secondary mg-button--small"
          aria-pressed={everything}
          onClick={() => setOpen(Object.fromEntries(PARTS.map((p) => [p, !everything])) as Record<Part, boolean>)}
        >
          {tm(everything ? 'logic.closeAll' : 'logic.openAll')}
        </button>
      </div>
      <LogicSection
        title={tm('logic.computedTitle')}
        count={Object.keys(config.computed ?? {}).length}
        pointers={['/config/computed']}
        open={open.computed}
        onToggle={toggle('computed')}
      >
        <ComputedEditor />
      </LogicSection>
      <LogicSection
        title={tm('logic.rulesTitle')}
        count={(config.rules ?? []).length}
        pointers={['/config/rules']}
        open={open.rules}
        onToggle={toggle('rules')}
      >
        <ItemListEditor<ConfigRule>
          pointer="/config/rules"
          resource={null}
          heading={false}
          title={tm('logic.rulesTitle')}
          itemLabel={(_, i) => tm('labels.rule', { n: i + 1 })}
          summary={(rule) => ruleSummary(rule)}
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
      </LogicSection>
      <LogicSection
        title={tm('logic.resultTitle')}
        count={(config.result ?? []).length}
        pointers={['/config/result']}
        open={open.result}
        onToggle={toggle('result')}
      >
        <ItemListEditor<ResultRule>
          pointer="/config/result"
          resource={null}
          heading={false}
          title={tm('logic.resultTitle')}
          itemLabel={(_, i) => tm('labels.resultRule', { n: i + 1 })}
          summary={(rule) => (
            <>
              <code className="mg-summary__when">{rule.when || tm('logic.whenEmpty')}</code>
              <span>→ {ratingLabel(rule.value)}</span>
            </>
          )}
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
      </LogicSection>
      <LogicSection
        title={tm('logic.normsTitle')}
        count={Object.keys(config.norm ?? {}).length}
        pointers={['/config/norm']}
        open={open.norms}
        onToggle={toggle('norms')}
      >
        <NormsEditor />
      </LogicSection>
    </>
  );
}
