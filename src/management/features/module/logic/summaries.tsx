// The one-line summaries of a closed rule and norm row on the "Regels" tab: what it asks and what it does,
// in the author's own names, so the list can be read (and the right item found) without opening each one.
import type { ReactNode } from 'react';
import type { ConfigRule, NormRule } from '../../../../rules/types';
import { tm } from '../../../i18n/modules';
import type { ModuleMessageKey } from '../../../i18n/modules';
import { ratingLabel } from './ratings';

const DOES: Array<[keyof ConfigRule, ModuleMessageKey]> = [
  ['skip_slides', 'logic.sumSkip'],
  ['show_texts', 'logic.sumShow'],
  ['skip_texts', 'logic.sumHide'],
  ['actions', 'logic.sumOffer'],
  ['select_actions', 'logic.sumSelect'],
];

export function ruleSummary(rule: ConfigRule): ReactNode {
  const does = DOES.flatMap(([field, key]) => {
    const names = rule[field];
    return Array.isArray(names) && names.length > 0 ? [tm(key, { names: names.join(', ') })] : [];
  });
  if (rule.skip_to_end_from) does.push(tm('logic.sumSkipToEnd', { name: rule.skip_to_end_from }));
  return (
    <>
      <code className="mg-summary__when">{rule.when || tm('logic.whenEmpty')}</code>
      <span>→ {does.length > 0 ? does.join(' · ') : tm('logic.sumNothing')}</span>
    </>
  );
}

export function normRowSummary(row: NormRule): ReactNode {
  const who = [
    row.gender === 'male' ? tm('logic.male') : row.gender === 'female' ? tm('logic.female') : null,
    row.min_age != null || row.max_age != null
      ? tm('logic.sumAges', { from: row.min_age ?? '…', to: row.max_age ?? '…' })
      : null,
  ].filter((part): part is string => part !== null);
  return (
    <>
      <code className="mg-summary__when">{row.value || tm('logic.whenEmpty')}</code>
      <span>
        {tm('logic.sumRange', { from: row.start, to: row.end })} → {ratingLabel(row.rating)}
        {who.length > 0 ? ` (${who.join(', ')})` : ''}
      </span>
    </>
  );
}
