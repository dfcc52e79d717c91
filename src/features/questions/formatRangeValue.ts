// How a range value reads next to its slider: '40%', '7:45' (quarter hours as h:mm) or '2,5' (nl-NL).
import { formatHours, formatNumber } from '../../rules/format';
import type { RangeSubtype } from '../../rules/types';

export function formatRangeValue(subtype: RangeSubtype | null, value: number, valueLabel?: string | null): string {
  let text: string;
  if (subtype === 'percentage') text = `${formatNumber(value)}%`;
  else if (subtype === 'quarter-hour') text = formatHours(value);
  else text = formatNumber(value);
  return valueLabel ? `${text} ${valueLabel}` : text;
}
