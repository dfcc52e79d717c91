// Norm results of the fitheid modules: norm title, the measured value (nl-NL) and the rating as
// a coloured Dutch label. The colour is never the only signal: the label says it in words.
import { t } from '../../../i18n/nl';
import { formatNormValue } from '../../../rules/format';
import type { NormRating, NormResult } from '../../../rules/types';

const RATING_KEYS = {
  good: 'dialog.norm.good',
  warning: 'dialog.norm.warning',
  bad: 'dialog.norm.bad',
  neutral: 'dialog.norm.neutral',
} as const satisfies Record<NormRating, string>;

export function ratingLabel(rating: NormRating | null): string {
  return rating ? t(RATING_KEYS[rating]) : t('dialog.norm.unknown');
}

export function NormTable({ results }: { results: NormResult[] }) {
  if (results.length === 0) return null;
  return (
    <div className="md-norms">
      <table className="md-norms__table">
        <caption>{t('dialog.norm.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dialog.norm.name')}</th>
            <th scope="col">{t('dialog.norm.value')}</th>
            <th scope="col">{t('dialog.norm.rating')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((norm) => (
            <tr key={norm.name}>
              <th scope="row">{norm.title ?? norm.name}</th>
              <td>{formatNormValue(norm)}</td>
              <td>
                <span className={`md-rating md-rating--${norm.result ?? 'unknown'}`}>{ratingLabel(norm.result)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
