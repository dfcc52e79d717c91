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
