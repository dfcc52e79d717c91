// The variables an expression sees (documented in docs/rules.md, section "Scope").
import { BMI_LENGTH_KEY, BMI_MAX, BMI_MIN, BMI_WEIGHT_KEY, calculateBmi } from './bmi';
import { rangeDuration } from './timeRange';
import type { Answer, Module, Slide, AttemptMeta } from './types';
import { oorcheckValueOf } from './values';

/** Starting scope from the spec: age 18, male true, female false while meta is unknown. */
export const DEFAULT_AGE = 18;

export type AnswerValue = number | number[] | Record<string, number | null> | null;

export interface Scope {
  age: number;
  gender: AttemptMeta['gender'];
  male: boolean;
  female: boolean;
  q: Record<string, AnswerValue>;
  skipped: Record<string, boolean>;
  computed: Record<string, number | null>;
  norm: Record<string, string | null>;
  count_bad: number;
  count_warning: number;
  count_neutral: number;
  count_good: number;
}

/**
 * The BMI computed from the raw length and weight the BMI input keeps under BMI_LENGTH_KEY/
 * BMI_WEIGHT_KEY (so the server's recomputation does not rest on a value the client computed), else
 * answer.value; one decimal, null outside 10–50 (spec: the value is unknown).
 */
export function bmiScopeValue(answer: Answer): number | null {
  const raw = answer.sub_question_values ?? {};
  const hasRaw = raw[BMI_LENGTH_KEY] !== undefined || raw[BMI_WEIGHT_KEY] !== undefined;
  const value = hasRaw ? calculateBmi(raw[BMI_LENGTH_KEY], raw[BMI_WEIGHT_KEY]) : answer.value;
  if (value === null || !Number.isFinite(value)) return null;
  const rounded = Math.round(value * 10) / 10;
  return rounded < BMI_MIN || rounded > BMI_MAX ? null : rounded;
}

/** Duration of a quarter-hour range: end minus start modulo 24 h (22:00–06:30 = 8.5). */
const duration = (range: [number, number] | undefined): number | null =>
  range ? rangeDuration(range[0], range[1]) : null;

/** No option (undefined, null) matches no option id: null, as an id the slide does not have. */
function optionValue(slide: Slide, optionId: number | null | undefined): number | null {
  return slide.options.find((o) => o.id === optionId)?.value ?? null;
}

/**
 * By sub-question key (`q.slaap.school`); the visible text stays readable too (`q.slaap['Op schooldagen']`),
 * so rules written before keys existed give the same values (the checker warns about them).
 */
function compositeValue(slide: Slide, answer: Answer): Record<string, number | null> {
  const result: Record<string, number | null> = {};
  for (const sub of slide.sub_questions) {
    const range = answer.sub_question_ranges?.[sub.id];
    const value = answer.sub_question_values?.[sub.id];
    const option = answer.sub_question_options?.[sub.id];
    const v = range ? duration(range) : typeof value === 'number' ? value : optionValue(slide, option);
    result[sub.name] = v;
    if (sub.key) result[sub.key] = v;
  }
  return result;
}

/** The value of one answer as `q.<slideName>` sees it. */
export function answerValue(slide: Slide, answer: Answer | undefined): AnswerValue {
  if (!answer || answer.skip) return null;
  if (slide.composite && slide.sub_questions.length > 0) return compositeValue(slide, answer);
  switch (slide.type) {
    case 'single-choice':
      return optionValue(slide, answer.options[0] ?? answer.exclusive_option ?? undefined);
    case 'multiple-choice': {
      // The exclusive option may be held apart from options; count it once either way (none reads as no value).
      const ids = new Set([...answer.options, answer.exclusive_option]);
      return [...ids].map((id) => optionValue(slide, id)).filter((v): v is number => v !== null);
    }
    case 'bmi':
      return bmiScopeValue(answer);
    case 'oorcheck':
      return answer.value === null ? null : oorcheckValueOf(answer.value);
    default:
      // A non-composite quarter-hour-range keeps its one range under the slide's own id.
      if (slide.subtype === 'quarter-hour-range')
        return duration(answer.sub_question_ranges?.[slide.id]) ?? answer.value;
      return answer.value;
  }
}

/** Age, gender and answers; computed, norm and counts are filled in by the engine as it goes. */
export function baseScope(module: Module, answers: Answer[], meta: AttemptMeta): Scope {
  const byQuestion = new Map<number, Answer>();
  for (const a of answers) byQuestion.set(a.question, a); // a later answer replaces an earlier one
  const q: Record<string, AnswerValue> = {};
  const skipped: Record<string, boolean> = {};
  for (const slide of module.slides) {
    if (slide.category !== 'question') continue;
    const answer = byQuestion.get(slide.id);
    q[slide.name] = answerValue(slide, answer);
    skipped[slide.name] = answer?.skip === true;
  }
  const gender = meta.gender ?? null;
  return {
    age: meta.age ?? DEFAULT_AGE,
    gender,
    male: gender === null ? true : gender === 'male',
    female: gender === 'female',
    q,
    skipped,
    computed: {},
    norm: {},
    count_bad: 0,
    count_warning: 0,
    count_neutral: 0,
    count_good: 0,
  };
}
