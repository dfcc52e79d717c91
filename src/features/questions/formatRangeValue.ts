// How a range value reads next to its slider: '40%', '7:45' (quarter hours as h:mm) or '2,5' (nl-NL).
import { formatHours, formatNumber } from '../../rules/format';
import type { RangeSubtype } from '../../rules/types';

export function formatRangeValue(subtype: RangeSubtype | null, value: number, valueLabel?: string | null): string {
  let text: string;
  let label = valueLabel?.trim() ?? '';
  if (subtype === 'percentage') {
    text = `${formatNumber(value)}%`;
    // A percentage already carries its sign: a value label '%' (or '% van …') must not add a second.
    if (label.startsWith('%')) label = label.slice(1).trim();
  } else if (subtype === 'quarter-hour') text = formatHours(value);
  else text = formatNumber(value);
  return label ? `${text} ${label}` : text;
}
