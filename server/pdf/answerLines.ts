// A stored test's answers as a person reads them: the question's text and what was chosen or
// filled in, found in the module version the test was taken with. Pure: no I/O.
import { formatHours, formatNumber } from '../../src/rules/format';
import type { Answer, Slide } from '../../src/rules/types';

export interface AnswerLine {
  question: string;
  answer: string;
}

export interface AnswerWords {
  skipped: string;
  question: (id: number) => string;
}

function answerText(slide: Slide | undefined, a: Answer, words: AnswerWords): string {
  if (a.skip) return words.skipped;
  const optionName = (id: number) => slide?.options.find((o) => o.id === id)?.name ?? String(id);
  const subName = (id: number) => slide?.sub_questions.find((s) => s.id === id)?.name ?? String(id);
  const parts: string[] = [];
  for (const id of a.options) {
    const typed = a.option_values?.[id];
    parts.push(typed ? `${optionName(id)} (${typed})` : optionName(id));
  }
  if (a.value !== null && a.value !== undefined)
    parts.push(slide?.value_label ? `${formatNumber(a.value)} ${slide.value_label}` : formatNumber(a.value));
  for (const [sub, option] of Object.entries(a.sub_question_options ?? {}))
    parts.push(`${subName(Number(sub))}: ${optionName(option)}`);
  for (const [sub, [start, end]] of Object.entries(a.sub_question_ranges ?? {}))
    parts.push(`${subName(Number(sub))}: ${formatHours(start)}–${formatHours(end)}`);
  for (const [sub, value] of Object.entries(a.sub_question_values ?? {}))
    parts.push(`${subName(Number(sub))}: ${formatNumber(value)}`);
  return parts.length > 0 ? parts.join(', ') : '–';
}

export function answerLines(slides: Slide[], answers: Answer[], words: AnswerWords): AnswerLine[] {
  return answers.map((a) => {
    const slide = slides.find((s) => s.id === a.question);
    return { question: slide?.text ?? words.question(a.question), answer: answerText(slide, a, words) };
  });
}
