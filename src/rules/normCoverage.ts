// Gaps and overlaps in a norm's ranges, per student category (gender × every choosable age). A gap is a value
// the norm's expression can take (on its step, see valueStep.ts) that lies between two ranges: it would get
// no rating. An overlap is a value two rules of one category both rate: only the first counts, so the
// second is (partly) dead and the author almost certainly meant something else.
import { normRules } from './norms';
import type { ContentProblem } from './contentProblem';
import type { NormEntry, NormRule } from './types';

/** The ages a student can choose (docs/product.md §3: 15 to 22 and '23 jaar of ouder'). */
export const CHOOSABLE_AGES = [15, 16, 17, 18, 19, 20, 21, 22, 23] as const;
export const LOWEST_AGE = CHOOSABLE_AGES[0];
export const HIGHEST_AGE = CHOOSABLE_AGES[CHOOSABLE_AGES.length - 1];

const EPS = 1e-9;
const nl = (n: number): string => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 4 }).format(n);

function applies(rule: NormRule, gender: 'male' | 'female', age: number): boolean {
  if (rule.gender && rule.gender !== gender) return false;
  if (typeof rule.min_age === 'number' && age < rule.min_age) return false;
  return !(typeof rule.max_age === 'number' && age > rule.max_age);
}

/** The first value on the step strictly between low and high, or null. */
function valueBetween(low: number, high: number, step: number): number | null {
  const next = (Math.floor(low / step + EPS) + 1) * step;
  return next < high - EPS ? Math.round(next * 10000) / 10000 : null;
}

const who = (gender: string, age: number): string =>
  `${gender === 'male' ? 'man' : 'vrouw'}, ${age === HIGHEST_AGE ? `${age}+` : age} jaar`;

export function normCoverageProblems(
  name: string,
  entries: NormEntry[],
  stepOf: (expression: string) => number,
): ContentProblem[] {
  const place = `norm "${name}"`;
  const problems = new Map<string, ContentProblem>();
  const rules = normRules(entries).map((rule) => ({ rule, index: entries.indexOf(rule) }));
  for (const expression of new Set(rules.map((r) => r.rule.value))) {
    const step = stepOf(expression);
    for (const gender of ['male', 'female'] as const) {
      for (const age of CHOOSABLE_AGES) {
        const group = rules.filter((r) => r.rule.value === expression && applies(r.rule, gender, age));
        group.forEach((b, j) => {
          for (const a of group.slice(0, j)) {
            const low = Math.max(a.rule.start, b.rule.start);
            const high = Math.min(a.rule.end, b.rule.end);
            if (low > high + EPS || problems.has(`o${a.index}-${b.index}`)) continue;
            problems.set(`o${a.index}-${b.index}`, {
              place: `${place}[${b.index}]`,
              field: 'start/end',
              message: `${nl(b.rule.start)}–${nl(b.rule.end)} overlapt met regel [${a.index}] (${nl(a.rule.start)}–${nl(a.rule.end)}) bij ${who(gender, age)}: alleen de eerste telt`,
            });
          }
        });
        const sorted = [...group].sort((x, y) => x.rule.start - y.rule.start);
        let reach = -Infinity;
        for (const r of sorted) {
          const gap = reach === -Infinity ? null : valueBetween(reach, r.rule.start, step);
          if (gap !== null && !problems.has(`g${r.index}-${nl(reach)}`)) {
            problems.set(`g${r.index}-${nl(reach)}`, {
              place: `${place}[${r.index}]`,
              field: 'start',
              message: `gat tussen ${nl(reach)} en ${nl(r.rule.start)}: de waarde ${nl(gap)} krijgt geen beoordeling bij ${who(gender, age)} (stap ${nl(step)})`,
            });
          }
          reach = Math.max(reach, r.rule.end);
        }
      }
    }
  }
  return [...problems.values()];
}

/** An age bound outside 15–23 can never match (or, as min_age 12, reads as if younger students took part). */
export function ageProblem(age: unknown): string | null {
  if (typeof age !== 'number') return null;
  if (!Number.isInteger(age) || age < LOWEST_AGE || age > HIGHEST_AGE)
    return `leeftijd ${nl(age)} kan niet gekozen worden (kiesbaar: ${LOWEST_AGE} t/m ${HIGHEST_AGE}, ${HIGHEST_AGE} = '${HIGHEST_AGE} jaar of ouder')`;
  return null;
}
