// Ids inside a module's draft (/work/notes/33-content-ids.md; the scheme of contentFile.ts, extended):
// every id says which module (and slide) it belongs to, so a route that names only an element's id
// finds its draft. Ids never change on a move or an edit, and a new element never takes an id a
// published version used: answers stored against a deleted slide or option must not attach to a new one.
import type { DraftContent, DraftSlide, Reserved } from './edit';

export interface Range {
  base: number;
  first: number;
  last: number;
}

export const slideRange = (moduleId: number): Range => ({ base: moduleId * 1000, first: 1, last: 999 });
export const resultTextRange = (moduleId: number): Range => ({ base: moduleId * 1000, first: 1, last: 999 });
export const optionRange = (slideId: number): Range => ({ base: slideId * 100, first: 1, last: 50 });
export const subQuestionRange = (slideId: number): Range => ({ base: slideId * 100, first: 51, last: 99 });
export const infoTextRange = (slideId: number): Range => ({ base: slideId * 100, first: 1, last: 99 });

/** The module a slide or result text id belongs to. */
export const moduleOfSlide = (slideId: number): number => Math.floor(slideId / 1000);
export const moduleOfResultText = (id: number): number => Math.floor(id / 1000);
/** The slide an option, sub-question or info text id belongs to, and its module. */
export const slideOfChild = (childId: number): number => Math.floor(childId / 100);
export const moduleOfChild = (childId: number): number => moduleOfSlide(slideOfChild(childId));

/** The next id of the range after every one used (or reserved); null when the range is full. */
export function freshId(range: Range, used: Iterable<number | undefined>, reserved: Reserved): number | null {
  const lo = range.base + range.first;
  const hi = range.base + range.last;
  let highest = lo - 1;
  for (const id of [...used, ...reserved]) if (id !== undefined && id >= lo && id <= hi && id > highest) highest = id;
  return highest + 1 <= hi ? highest + 1 : null;
}

/** The items with an id each: those without one get the next free id of the range, in order. */
function withIds<T extends { id?: number }>(items: readonly T[] | undefined, range: Range): Array<T & { id: number }> {
  const list = items ?? [];
  const used = list.map((item) => item.id);
  return list.map((item) => {
    if (item.id !== undefined) return item as T & { id: number };
    const id = freshId(range, used, new Set()) ?? 0;
    used.push(id);
    return { ...item, id };
  });
}

const missing = (items: ReadonlyArray<{ id?: number }> | undefined): boolean =>
  (items ?? []).some((item) => item.id === undefined);

function slideWithIds(slide: DraftSlide & { id: number }): DraftSlide & { id: number } {
  if (!missing(slide.options) && !missing(slide.sub_questions) && !missing(slide.info_texts)) return slide;
  return {
    ...slide,
    ...(slide.options ? { options: withIds(slide.options, optionRange(slide.id)) } : {}),
    ...(slide.sub_questions ? { sub_questions: withIds(slide.sub_questions, subQuestionRange(slide.id)) } : {}),
    ...(slide.info_texts ? { info_texts: withIds(slide.info_texts, infoTextRange(slide.id)) } : {}),
  };
}

/**
 * The draft with an id on every slide, option, sub-question, info text and result text (a content file
 * or an import has none): each without one gets the next free id of its range, in order, so a draft
 * without any gets the ids buildModule would give by position. The same object when nothing is missing,
 * so it is safe to call on every read and edit.
 */
export function withContentIds<D extends DraftContent>(moduleId: number, draft: D): D {
  const needs =
    missing(draft.result_texts) ||
    missing(draft.slides) ||
    draft.slides.some((s) => missing(s.options) || missing(s.sub_questions) || missing(s.info_texts));
  if (!needs) return draft;
  return {
    ...draft,
    result_texts: withIds(draft.result_texts, resultTextRange(moduleId)),
    slides: withIds(draft.slides, slideRange(moduleId)).map(slideWithIds),
  };
}
