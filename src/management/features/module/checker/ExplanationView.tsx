// What the engine made of the answers, and for each part which rule made it so: the result colour,
// skipped slides, computed values, norm ratings, shown and hidden result texts, offered and
// pre-selected actions. A rule is named by its number and condition, as the Regels tab lists it.
import type { Explanation, RuleRef } from '../../../../rules/explain';
import { formatNumber } from '../../../../rules/format';
import { tm } from '../../../i18n/modules';
import { RATING_LABELS } from '../logic/ratings';

const ruleName = (rule: RuleRef, kind: 'rule' | 'result' = 'rule') =>
  tm(kind === 'rule' ? 'checker.ruleRef' : 'checker.resultRef', { n: rule.index + 1, when: rule.when });

function By({ rules, none }: { rules: RuleRef[]; none?: string }) {
  if (rules.length === 0) return none ? <span className="mg-hint"> — {none}</span> : null;
  return <span className="mg-hint"> — {rules.map((r) => ruleName(r)).join('; ')}</span>;
}

const shownValue = (value: number | null) => (value === null ? tm('checker.noValue') : formatNumber(value));

export function ExplanationView({ explanation }: { explanation: Explanation }) {
  const { result } = explanation;
  return (
    <div className="mg-explain" aria-live="polite">
      <p className={`mg-explain__result mg-explain__result--${result.value}`}>
        <strong>{tm('checker.result', { value: tm(RATING_LABELS[result.value]) })}</strong>
        <span className="mg-hint"> — {result.rule ? ruleName(result.rule, 'result') : tm('checker.noResultRule')}</span>
      </p>
      <h3>{tm('checker.skippedTitle')}</h3>
      {explanation.skippedSlides.length === 0 ? (
        <p className="mg-hint">{tm('checker.none')}</p>
      ) : (
        <ul>
          {explanation.skippedSlides.map(({ slide, reasons }) => (
            <li key={slide}>
              <code>{slide}</code>
              <By rules={reasons.map((r) => r.rule)} />
              {reasons.some((r) => r.kind === 'skip_to_end') && (
                <span className="mg-hint"> ({tm('checker.toEnd')})</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>{tm('checker.computedTitle')}</h3>
      {explanation.computed.length === 0 ? (
        <p className="mg-hint">{tm('checker.none')}</p>
      ) : (
        <ul>
          {explanation.computed.map((c) => (
            <li key={c.name}>
              <code>{c.name}</code> = {shownValue(c.value)} <span className="mg-hint">({c.expression})</span>
            </li>
          ))}
        </ul>
      )}
      <h3>{tm('checker.normsTitle')}</h3>
      {explanation.norms.length === 0 ? (
        <p className="mg-hint">{tm('checker.none')}</p>
      ) : (
        <ul>
          {explanation.norms.map((n) => (
            <li key={n.name}>
              <code>{n.name}</code>: {shownValue(n.value)} →{' '}
              {n.rating ? tm(RATING_LABELS[n.rating]) : tm('checker.noRating')}
              <span className="mg-hint">
                {' '}
                —{' '}
                {n.row
                  ? tm('checker.normRow', {
                      n: n.row.index + 1,
                      start: formatNumber(n.row.rule.start),
                      end: formatNumber(n.row.rule.end),
                    })
                  : tm('checker.noRow')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>{tm('checker.textsTitle')}</h3>
      {explanation.resultTexts.length === 0 && <p className="mg-hint">{tm('checker.none')}</p>}
      <ul>
        {explanation.resultTexts.map((t) => (
          <li key={t.text}>
            <code>{t.text}</code>
            <By rules={t.shownBy} />
          </li>
        ))}
        {explanation.hiddenTexts.map((t) => (
          <li key={`hidden-${t.text}`}>
            <del>
              <code>{t.text}</code>
            </del>{' '}
            {tm('checker.hidden')}
            <By rules={t.hiddenBy} />
          </li>
        ))}
      </ul>
      <h3>{tm('checker.actionsTitle')}</h3>
      {explanation.actions.length === 0 ? (
        <p className="mg-hint">{tm('checker.none')}</p>
      ) : (
        <ul>
          {explanation.actions.map((a) => {
            const selected = explanation.selectedActions.find((s) => s.action === a.action);
            return (
              <li key={a.action}>
                <code>{a.action}</code>
                {selected && ` (${tm('checker.preselected')})`}
                <By rules={[...a.offeredBy, ...(selected?.selectedBy ?? [])]} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
