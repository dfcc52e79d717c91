// Placeholders in result texts (docs/rules.md "Placeholders"): a result text can show a computed value or a
// norm's value and rating, e.g. "je score is {{score}} van 9". Filled in before the html is sanitised (screen)
// or laid out (PDF), by this one function on both sides, so both show the same text. Every filled-in value is
// html-escaped: it is a number or a fixed label today, but a placeholder must never become markup.
import { formatHours, formatNormValue, formatNumber } from './format';
import type { NormRating, NormResult } from './types';

/** `{{naam}}`, `{{naam:uren}}`, `{{norm.naam}}`, `{{norm.naam.oordeel}}`; spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*(norm\.)?([A-Za-z_][A-Za-z0-9_]*)(?::(uren)|\.(oordeel))?\s*\}\}/g;
/** Anything that looks like a placeholder, for the checker (a typo such as `{{norm.x.rating}}` is reported). */
const ANY_PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

const NONE = '–';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface PlaceholderValues {
  computedResult: Record<string, number | null>;
  normResult: NormResult[];
}

/** Fills every placeholder; an unknown name or a missing value shows '–' (the checker refuses unknown names). */
export function fillPlaceholders(
  html: string,
  values: PlaceholderValues,
  ratingLabel: (rating: NormRating | null) => string,
): string {
  return html.replace(PLACEHOLDER, (_all, norm: string | undefined, name: string, hours?: string, rating?: string) => {
    if (norm) {
      const found = values.normResult.find((n) => n.name === name);
      if (!found) return NONE;
      if (rating) return escapeHtml(ratingLabel(found.result));
      return escapeHtml(formatNormValue(found));
    }
    if (rating) return NONE; // `naam.oordeel` without `norm.`: only norms have a rating
    const value = values.computedResult[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) return NONE;
    return escapeHtml(hours ? formatHours(value) : formatNumber(value));
  });
}

/** What the checker says about each placeholder in `html` that names nothing, or is not written as documented. */
export function placeholderProblems(html: string, computed: readonly string[], norms: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [all] of html.matchAll(ANY_PLACEHOLDER)) {
    // `all` is one pair of double braces with no brace inside, so a match is always the whole of it.
    const match = new RegExp(PLACEHOLDER.source).exec(all);
    if (!match) {
      problems.push(
        `${all}: geen geldige plaatshouder (schrijf {{naam}}, {{naam:uren}}, {{norm.naam}} of {{norm.naam.oordeel}})`,
      );
      continue;
    }
    const [, norm, name, , rating] = match;
    if (norm && !norms.includes(name)) problems.push(`${all}: geen norm met de naam '${name}'`);
    else if (!norm && rating)
      problems.push(`${all}: alleen een norm heeft een oordeel (schrijf {{norm.${name}.oordeel}})`);
    else if (!norm && !computed.includes(name))
      problems.push(`${all}: geen berekende waarde (computed) met de naam '${name}'`);
  }
  return problems;
}
