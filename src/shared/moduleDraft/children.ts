// The lists inside a slide: options, sub-questions and info texts. One set of edits for the three, each
// followed by the check of the slide it leaves behind (a range question gets no options, a question
// that is not composite no sub-questions; keys and info text titles stay unique within the slide).
import type { ErrorCode } from '../errorCodes';
import {
  type DraftContent,
  type DraftInfoText,
  type DraftOption,
  type DraftSlide,
  type DraftSubQuestion,
  type Edited,
  edited,
  type Refused,
  refused,
  type Reserved,
  type WithId,
} from './edit';
import { freshId, infoTextRange, optionRange, slideOfChild, subQuestionRange } from './ids';
import { insertAt, moveTo, removeAt, replaceAt } from './list';
import { questionProblem } from './questions';
import { findSlide, isRefused, kindOf, type Slide } from './slides';

export interface Lists {
  options: WithId<DraftOption>;
  sub_questions: WithId<DraftSubQuestion>;
  info_texts: WithId<DraftInfoText>;
}
export type ChildList = keyof Lists;

const KINDS: {
  [L in ChildList]: { range: typeof optionRange; notFound: ErrorCode; parentNotFound: ErrorCode };
} = {
  options: { range: optionRange, notFound: 'option_not_found', parentNotFound: 'question_not_found' },
  sub_questions: { range: subQuestionRange, notFound: 'sub_question_not_found', parentNotFound: 'question_not_found' },
  info_texts: { range: infoTextRange, notFound: 'info_text_not_found', parentNotFound: 'slide_not_found' },
};

/** What is wrong with a slide after one of its lists changed, or null. */
function slideProblem(slide: DraftSlide, list: ChildList): ErrorCode | null {
  if (list === 'info_texts') {
    const names = (slide.info_texts ?? []).map((t) => t.name);
    return new Set(names).size === names.length ? null : 'info_text_name_taken';
  }
  return questionProblem(slide);
}

interface Found<L extends ChildList> {
  slide: Slide;
  slideIndex: number;
  index: number;
  item: Lists[L];
}

export function findChild<L extends ChildList>(draft: DraftContent, list: L, id: number): Found<L> | Refused {
  const parent = findSlide(draft, slideOfChild(id));
  const notFound = refused(404, KINDS[list].notFound);
  if (isRefused(parent)) return notFound;
  const items = (parent.slide[list] ?? []) as Array<Lists[L]>;
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return notFound;
  return { slide: parent.slide, slideIndex: parent.index, index, item: items[index] };
}

/** The children of one slide, for the list routes. */
export function childrenOf<L extends ChildList>(
  draft: DraftContent,
  list: L,
  slideId: number,
): Array<Lists[L]> | Refused {
  const parent = findSlide(draft, slideId);
  if (isRefused(parent)) return refused(404, KINDS[list].parentNotFound);
  if (list !== 'info_texts' && kindOf(parent.slide) !== 'question') return refused(404, KINDS[list].parentNotFound);
  return (parent.slide[list] ?? []) as Array<Lists[L]>;
}

/** An option's or sub-question's key given as null means none: the stored element has no key then. */
function withoutNullKey<T extends object>(fields: T): T {
  if (!('key' in fields) || (fields as { key?: unknown }).key) return fields;
  const { key: _none, ...rest } = fields as T & { key?: unknown };
  return rest as T;
}

function withList<D extends DraftContent, L extends ChildList, T>(
  draft: D,
  slideIndex: number,
  list: L,
  items: Array<Lists[L]>,
  value: T,
): Edited<D, T> {
  const slide = { ...draft.slides[slideIndex], [list]: items };
  const problem = slideProblem(slide, list);
  if (problem) return refused(400, problem);
  return edited({ ...draft, slides: replaceAt(draft.slides, slideIndex, slide) }, value);
}

/** Adds `item` (a fresh id of the slide's range) to the slide's list at `position` (default: last). */
export function addChild<D extends DraftContent, L extends ChildList>(
  draft: D,
  list: L,
  slideId: number,
  item: Omit<Lists[L], 'id'>,
  position: number | undefined,
  reserved: Reserved,
): Edited<D, Lists[L]> {
  const parent = findSlide(draft, slideId);
  if (isRefused(parent)) return refused(404, KINDS[list].parentNotFound);
  if (list !== 'info_texts' && kindOf(parent.slide) !== 'question') return refused(404, KINDS[list].parentNotFound);
  const current = (parent.slide[list] ?? []) as Array<Lists[L]>;
  const id = freshId(
    KINDS[list].range(slideId),
    current.map((c) => c.id),
    reserved,
  );
  if (id === null) return refused(400, 'too_many_elements');
  const made = { ...withoutNullKey(item), id } as Lists[L];
  const items = insertAt(current, made, position);
  if (!items) return refused(400, 'invalid_move');
  return withList(draft, parent.index, list, items, made);
}

/** The child with this id with `fields` as they should be (its id and parent stay). */
export function updateChild<D extends DraftContent, L extends ChildList>(
  draft: D,
  list: L,
  id: number,
  fields: Omit<Lists[L], 'id'>,
): Edited<D, Lists[L]> {
  const found = findChild(draft, list, id);
  if (isRefused(found)) return found;
  const { key: _drop, ...rest } = found.item as Lists[L] & { key?: string };
  const changed = { ...(list === 'info_texts' ? found.item : rest), ...withoutNullKey(fields), id } as Lists[L];
  const items = replaceAt((found.slide[list] ?? []) as Array<Lists[L]>, found.index, changed);
  return withList(draft, found.slideIndex, list, items, changed);
}

export function deleteChild<D extends DraftContent, L extends ChildList>(
  draft: D,
  list: L,
  id: number,
): Edited<D, null> {
  const found = findChild(draft, list, id);
  if (isRefused(found)) return found;
  return withList(
    draft,
    found.slideIndex,
    list,
    removeAt((found.slide[list] ?? []) as Array<Lists[L]>, found.index),
    null,
  );
}

export function moveChild<D extends DraftContent, L extends ChildList>(
  draft: D,
  list: L,
  id: number,
  target: number,
): Edited<D, Array<Lists[L]>> {
  const found = findChild(draft, list, id);
  if (isRefused(found)) return found;
  const items = moveTo((found.slide[list] ?? []) as Array<Lists[L]>, found.index, target);
  if (!items) return refused(400, 'invalid_move');
  return withList(draft, found.slideIndex, list, items, items);
}
