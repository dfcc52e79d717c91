// Structural checks of a module's slides and result texts (the config's references are checked in validateConfig).
import type { Module, Slide } from './types';
import { QUESTION_TYPES, RANGE_SUBTYPES, isOneOf } from './values';

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const n of names) (seen.has(n) ? dup : seen).add(n);
  return [...dup];
}

function checkQuestion(slide: Slide): string[] {
  const where = `slide "${slide.name}"`;
  const problems: string[] = [];
  if (!slide.type || !isOneOf(QUESTION_TYPES, slide.type)) {
    return [`${where}: question without a known type ("${String(slide.type)}")`];
  }
  const choice = slide.type === 'single-choice' || slide.type === 'multiple-choice';
  if (choice && slide.options.length === 0) problems.push(`${where}: ${slide.type} question without options`);
  if (!choice && slide.options.length > 0) problems.push(`${where}: options on a ${slide.type} question`);
  if (slide.type === 'range-value' && slide.subtype !== null && !isOneOf(RANGE_SUBTYPES, slide.subtype)) {
    problems.push(`${where}: unknown range-value subtype "${slide.subtype}"`);
  }
  if (slide.type !== 'range-value' && slide.subtype !== null) {
    problems.push(`${where}: subtype "${slide.subtype}" on a ${slide.type} question`);
  }
  if (slide.composite && slide.sub_questions.length === 0) problems.push(`${where}: composite without sub_questions`);
  if (!slide.composite && slide.sub_questions.length > 0)
    problems.push(`${where}: sub_questions on a non-composite slide`);
  if (slide.type === 'multiple-choice' && slide.composite)
    problems.push(`${where}: multiple-choice cannot be composite`);
  if (slide.min_value !== null && slide.max_value !== null && slide.min_value > slide.max_value) {
    problems.push(`${where}: min_value ${slide.min_value} is greater than max_value ${slide.max_value}`);
  }
  for (const d of duplicates(slide.options.map((o) => o.name))) problems.push(`${where}: duplicate option "${d}"`);
  for (const d of duplicates(slide.sub_questions.map((s) => s.name))) {
    problems.push(`${where}: duplicate sub-question "${d}"`);
  }
  if (slide.type === 'single-choice' && slide.options.some((o) => o.exclusive)) {
    problems.push(`${where}: exclusive options only make sense on multiple-choice`);
  }
  return problems;
}

export function validateModuleSlides(module: Module): string[] {
  const problems: string[] = [];
  if (module.slides.length === 0) problems.push(`module "${module.name}": has no slides`);
  for (const d of duplicates(module.slides.map((s) => s.name))) problems.push(`duplicate slide name "${d}"`);
  for (const d of duplicates(module.result_texts.map((t) => t.name)))
    problems.push(`duplicate result text name "${d}"`);
  for (const slide of module.slides) {
    if (!slide.name) problems.push(`slide ${slide.id}: name missing`);
    if (slide.category === 'question') problems.push(...checkQuestion(slide));
    else if (slide.category !== 'info_slide') {
      problems.push(`slide "${slide.name}": category "${slide.category}" cannot be used in content`);
    } else if (slide.type !== null) problems.push(`slide "${slide.name}": info_slide with a question type`);
  }
  return problems;
}
