// Question counting for the overview tile ('N vragen') and the slide counter ('3-5 / 12').
import type { Slide } from './types';

/** How many questions a slide counts for: sub-questions for composite slides, else one; none for info. */
export function questionsOnSlide(slide: Slide): number {
  if (slide.category !== 'question') return 0;
  return slide.composite && slide.sub_questions.length > 0 ? slide.sub_questions.length : 1;
}

export function countQuestions(slides: Slide[]): number {
  return slides.reduce((sum, s) => sum + questionsOnSlide(s), 0);
}

/** Question numbers per question slide id: from = to for a plain question, a range for composites. */
export function questionNumbers(slides: Slide[]): Map<number, { from: number; to: number }> {
  const numbers = new Map<number, { from: number; to: number }>();
  let next = 1;
  for (const slide of slides) {
    const n = questionsOnSlide(slide);
    if (n === 0) continue;
    numbers.set(slide.id, { from: next, to: next + n - 1 });
    next += n;
  }
  return numbers;
}

/** The counter text for a slide: '4' or '3-5'; null for slides without questions. */
export function questionLabel(numbers: Map<number, { from: number; to: number }>, slideId: number): string | null {
  const range = numbers.get(slideId);
  if (!range) return null;
  return range.from === range.to ? String(range.from) : `${range.from}-${range.to}`;
}

/**
 * The slide index that holds question `n` (1-based; a composite slide holds a range), clamped to
 * the questions there are, so a pager numbered like 'Vraag N van M' can jump there. -1 without questions.
 */
export function slideOfQuestion(slides: Slide[], n: number): number {
  const numbers = questionNumbers(slides);
  const total = countQuestions(slides);
  if (total === 0) return -1;
  const wanted = Math.min(Math.max(Math.round(n), 1), total);
  return slides.findIndex((slide) => {
    const range = numbers.get(slide.id);
    return range !== undefined && range.from <= wanted && wanted <= range.to;
  });
}

/**
 * Where a question pager stands on slide `index`: the questions the slide shows (null on an info,
 * age or gender slide) and the question its window centres on (the slide's own, else the next one,
 * else the last).
 */
export function questionPosition(
  slides: Slide[],
  index: number,
): { current: { from: number; to: number } | null; anchor: number } {
  const numbers = questionNumbers(slides);
  const current = slides[index] ? (numbers.get(slides[index].id) ?? null) : null;
  if (current) return { current, anchor: current.from };
  const next = slides
    .slice(index + 1)
    .map((slide) => numbers.get(slide.id))
    .find((range) => range !== undefined);
  return { current: null, anchor: next ? next.from : Math.max(countQuestions(slides), 1) };
}
