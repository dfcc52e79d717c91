// Deterministic answer sets for the shipped modules (a seeded generator), so their results can be pinned
// before a content change and compared after it (test/rules/shippedResults.test.ts).
import { sliderBounds, sliderStep } from '../../src/rules/steps';
import type { Answer, Gender, Module, AttemptMeta } from '../../src/rules/types';

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const emptyAnswerFor = (question: number): Answer => ({
  question,
  skip: false,
  options: [],
  option_values: {},
  exclusive_option: null,
  value: null,
  sub_question_options: {},
  sub_question_ranges: {},
  sub_question_values: {},
});

export function answerSets(
  module: Module,
  count: number,
  seed: number,
): Array<{ answers: Answer[]; meta: AttemptMeta }> {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const number = (slide: Module['slides'][number]): number => {
    const { min, max } = sliderBounds(slide);
    const step = sliderStep(slide.subtype) ?? 1;
    return min + Math.floor(random() * (Math.floor((max - min) / step) + 1)) * step;
  };
  const sets = [];
  for (let n = 0; n < count; n++) {
    const answers: Answer[] = [];
    for (const slide of module.slides.filter((s) => s.category === 'question')) {
      if (random() < 0.1) continue; // unanswered
      const a = emptyAnswerFor(slide.id);
      if (slide.skippable && random() < 0.15) {
        answers.push({ ...a, skip: true });
        continue;
      }
      if (slide.composite) {
        for (const sub of slide.sub_questions) {
          if (slide.type === 'single-choice') a.sub_question_options[sub.id] = pick(slide.options).id;
          else if (slide.subtype === 'quarter-hour-range') {
            const start = number(slide);
            a.sub_question_ranges[sub.id] = [start, number(slide)];
          } else a.sub_question_values[sub.id] = number(slide);
        }
      } else if (slide.type === 'single-choice') a.options = [pick(slide.options).id];
      else if (slide.type === 'multiple-choice')
        a.options = slide.options.filter(() => random() < 0.4).map((o) => o.id);
      else if (slide.type === 'bmi') a.value = Math.round((12 + random() * 30) * 10) / 10;
      else if (slide.type === 'oorcheck') a.value = random() < 0.5 ? 0 : 1;
      else a.value = number(slide);
      answers.push(a);
    }
    const meta: AttemptMeta = {
      age: random() < 0.1 ? null : 15 + Math.floor(random() * 9),
      gender: random() < 0.1 ? null : pick<Gender>(['male', 'female', 'other']),
    };
    sets.push({ answers, meta });
  }
  return sets;
}
