// Slides of a draft, whatever their kind: find one by id, add, replace, delete and move. A slide's name
// is unique in its module (rules name slides: `q.<slide>`).
import type { ErrorCode } from '../errorCodes';
import {
  type DraftContent,
  type DraftSlide,
  type Edited,
  type Refused,
  refused,
  type Reserved,
  type WithId,
} from './edit';
import { slideRange } from './ids';
import { addNamed, moveNamed, type NamedList, removeNamed, replaceNamed } from './namedList';

export type SlideKind = 'question' | 'info_slide';
export type Slide = WithId<DraftSlide>;

const NOT_FOUND: Record<SlideKind | 'any', ErrorCode> = {
  any: 'slide_not_found',
  question: 'question_not_found',
  info_slide: 'info_slide_not_found',
};

/** A content file's slide is a question when it says so, or (without a category) when it has a type. */
export const kindOf = (slide: DraftSlide): SlideKind => slide.category ?? (slide.type ? 'question' : 'info_slide');

/** The slide with this id (of this kind, if given) and its place, or the refusal that names what is missing. */
export function findSlide(
  draft: DraftContent,
  id: number,
  kind: SlideKind | 'any' = 'any',
): { slide: Slide; index: number } | Refused {
  const index = draft.slides.findIndex((s) => s.id === id);
  const slide = draft.slides[index];
  if (!slide || (kind !== 'any' && kindOf(slide) !== kind)) return refused(404, NOT_FOUND[kind]);
  return { slide: slide as Slide, index };
}

export const isRefused = (value: object): value is Refused => 'ok' in value && value.ok === false;

const SLIDES: NamedList<'slides'> = { key: 'slides', range: slideRange, nameTaken: 'slide_name_taken' };

/** Adds `slide` with a fresh id (its children renumbered into its ranges) at `position` (default: last). */
export function addSlide<D extends DraftContent>(
  draft: D,
  moduleId: number,
  slide: DraftSlide,
  position: number | undefined,
  reserved: Reserved,
): Edited<D, Slide> {
  const make = (id: number): Slide => ({
    ...slide,
    id,
    ...(slide.options ? { options: slide.options.map((o, j) => ({ ...o, id: id * 100 + j + 1 })) } : {}),
    ...(slide.sub_questions
      ? { sub_questions: slide.sub_questions.map((q, k) => ({ ...q, id: id * 100 + 51 + k })) }
      : {}),
    ...(slide.info_texts ? { info_texts: slide.info_texts.map((t, k) => ({ ...t, id: id * 100 + k + 1 })) } : {}),
  });
  return addNamed(draft, SLIDES, moduleId, slide.name, make, position, reserved);
}

/** Puts `slide` in the place of the slide with its id (which must be of `kind`). */
export function replaceSlide<D extends DraftContent>(
  draft: D,
  slide: Slide,
  kind: SlideKind | 'any',
): Edited<D, Slide> {
  const found = findSlide(draft, slide.id, kind);
  if (isRefused(found)) return found;
  return replaceNamed(draft, SLIDES, found.index, slide);
}

export function deleteSlide<D extends DraftContent>(draft: D, id: number, kind: SlideKind | 'any'): Edited<D, null> {
  const found = findSlide(draft, id, kind);
  if (isRefused(found)) return found;
  return removeNamed(draft, SLIDES, found.index);
}

export function moveSlide<D extends DraftContent>(draft: D, id: number, target: number): Edited<D, DraftSlide[]> {
  const found = findSlide(draft, id);
  if (isRefused(found)) return found;
  return moveNamed(draft, SLIDES, found.index, target);
}
