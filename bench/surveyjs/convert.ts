// Converts one of our content files into SurveyJS JSON for the reference page and the rule
// benchmark: one page per slide (as our dialog shows one slide at a time), a first page with the
// required meta questions (our pre-slide), computed values, norms and counts as calculated values,
// and our skip rules as page visibility (skip_slides and skip_to_end_from → visibleIf).
import type { ContentFile, ContentSlide } from '../../src/rules/contentFile';
import type { NormEntry, NormRule } from '../../src/rules/types';
import { toSurveyExpression } from './expression';

type Json = Record<string, unknown>;

const AGES = [15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25];
const RATINGS = ['bad', 'warning', 'neutral', 'good'] as const;
const stripHtml = (html: string) => html.replace(/<[^>]+>/g, '');
const isRule = (entry: NormEntry): entry is NormRule => 'value' in entry;

function choices(slide: ContentSlide): Json[] {
  return (slide.options ?? []).map((o, j) => ({ value: o.value ?? j, text: o.name, ...(o.exclusive ? { isExclusive: true } : {}) }));
}

function element(slide: ContentSlide): Json {
  const base = { name: slide.name, title: stripHtml(slide.text), isRequired: slide.category !== 'info_slide' && !slide.skippable };
  if (slide.category === 'info_slide') return { type: 'html', name: slide.name, html: `<h2>${slide.text}</h2>${slide.more_info ?? ''}` };
  if (slide.type === 'single-choice') return { ...base, type: 'radiogroup', choices: choices(slide) };
  if (slide.type === 'multiple-choice') return { ...base, type: 'checkbox', choices: choices(slide) };
  const step = slide.subtype === 'integer' || slide.subtype === 'percentage' ? 1 : slide.subtype === 'frac-2' ? 0.5 : 0.25;
  const range = { min: slide.min_value ?? 0, max: slide.max_value ?? 100, step };
  if (slide.composite && slide.sub_questions?.length) {
    // A time range per sub-question ('Op schooldagen', 'In het weekend'): SurveyJS's range slider.
    return {
      ...base,
      type: 'panel',
      title: base.title,
      elements: slide.sub_questions.map((sub) => ({ type: 'slider', sliderType: 'range', name: `${slide.name}_${sub.name}`, title: sub.name, isRequired: true, ...range })),
    };
  }
  return { ...base, type: 'slider', ...range };
}

/** Our skip rules as one visibleIf per slide: visible unless some rule that skips it matches. */
function hiddenWhen(file: ContentFile): Map<string, string[]> {
  const names = file.module.slides.map((s) => s.name);
  const hidden = new Map<string, string[]>();
  const add = (name: string, when: string) => hidden.set(name, [...(hidden.get(name) ?? []), when]);
  for (const rule of file.config.rules ?? []) {
    for (const name of rule.skip_slides ?? []) add(name, rule.when);
    if (rule.skip_to_end_from) for (const name of names.slice(names.indexOf(rule.skip_to_end_from) + 1)) add(name, rule.when);
  }
  return hidden;
}

function normExpression(entries: NormEntry[]): string {
  const rules = entries.filter(isRule);
  return rules.reduceRight((otherwise, rule) => {
    const v = toSurveyExpression(rule.value);
    const parts = [`${v} >= ${rule.start}`, `${v} <= ${rule.end}`];
    if (rule.gender) parts.push(`{gender} = '${rule.gender}'`);
    if (rule.min_age != null) parts.push(`{age} >= ${rule.min_age}`);
    if (rule.max_age != null) parts.push(`{age} <= ${rule.max_age}`);
    return `iif(${parts.join(' and ')}, '${rule.rating}', ${otherwise})`;
  }, "''");
}

/** Computed values, norms and counts, in evaluation order, as SurveyJS calculated values. */
export function calculatedValues(file: ContentFile): Array<{ name: string; expression: string }> {
  const computed = Object.entries(file.config.computed ?? {}).map(([name, expr]) => ({ name: `computed_${name}`, expression: toSurveyExpression(expr) }));
  const norms = Object.entries(file.config.norm ?? {}).map(([name, entries]) => ({ name: `norm_${name}`, expression: normExpression(entries) }));
  const counts = RATINGS.map((rating) => ({
    name: `count_${rating}`,
    expression: norms.length ? norms.map((n) => `iif({${n.name}} = '${rating}', 1, 0)`).join(' + ') : '0',
  }));
  return [...computed, ...norms, ...counts];
}

export function toSurveyJson(file: ContentFile): Json {
  const hidden = hiddenWhen(file);
  const meta = file.config.required_meta ?? [];
  const metaPage = meta.length
    ? [
        {
          name: 'meta',
          elements: [
            ...(meta.includes('age') ? [{ type: 'radiogroup', name: 'age', title: 'Leeftijd', isRequired: true, colCount: 4, choices: AGES.map((a) => ({ value: a, text: `${a} jaar` })) }] : []),
            ...(meta.includes('gender')
              ? [{ type: 'radiogroup', name: 'gender', title: 'Geslacht', isRequired: true, choices: [{ value: 'male', text: 'Man' }, { value: 'female', text: 'Vrouw' }] }]
              : []),
          ],
        },
      ]
    : [];
  const pages = file.module.slides.map((slide) => {
    const when = hidden.get(slide.name);
    return {
      name: `page_${slide.name}`,
      elements: [element(slide)],
      ...(when ? { visibleIf: when.map((w) => `!(${toSurveyExpression(w)})`).join(' and ') } : {}),
    };
  });
  return {
    title: file.module.title,
    locale: 'nl',
    showQuestionNumbers: 'off',
    questionsOnPageMode: 'standard',
    calculatedValues: calculatedValues(file).map((c) => ({ ...c, includeIntoResult: false })),
    pages: [...metaPage, ...pages],
  };
}
