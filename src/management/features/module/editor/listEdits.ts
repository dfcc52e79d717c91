// Pure edits of the lists inside a module document (slides, options, sub-questions, info texts,
// result texts, actions): add with a name no other item has, remove, move. Each returns a new
// document; the editor records it as one edit.
import type { ContentFile, ContentSlide } from '../../../../rules/contentFile';
import { valueAt, withValueAt } from './documentDiff';
import { moved } from './moveAnnouncements';

/** `base`, or `base_2`, `base_3`, … : the first name no item of the list has. */
export function freeName(taken: readonly string[], base: string): string {
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

const listAt = (document: ContentFile, pointer: string): unknown[] => {
  const list = valueAt(document, pointer);
  return Array.isArray(list) ? list : [];
};

export const appended = (document: ContentFile, pointer: string, item: unknown): ContentFile =>
  withValueAt(document, pointer, [...listAt(document, pointer), item]);

export const removed = (document: ContentFile, pointer: string, index: number): ContentFile =>
  withValueAt(
    document,
    pointer,
    listAt(document, pointer).filter((_, i) => i !== index),
  );

export const movedIn = (document: ContentFile, pointer: string, from: number, to: number): ContentFile =>
  withValueAt(document, pointer, moved(listAt(document, pointer), from, to));

export function newQuestion(slides: readonly ContentSlide[]): ContentSlide {
  return {
    name: freeName(
      slides.map((s) => s.name),
      `vraag_${slides.length + 1}`,
    ),
    category: 'question',
    text: '',
    type: 'single-choice',
    options: [],
    skippable: false,
  };
}

export function newInfoSlide(slides: readonly ContentSlide[]): ContentSlide {
  return {
    name: freeName(
      slides.map((s) => s.name),
      `info_${slides.length + 1}`,
    ),
    category: 'info_slide',
    text: '',
    more_info: '',
  };
}

/** The id the server gave an item of the draft (module-content's ids), if the document carries one. */
export function itemId(item: unknown): number | undefined {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
}

/** Where the open item (a slide, a rule) is after a move of `from` to `to`. */
export function followMove(open: number | null, from: number, to: number): number | null {
  if (open === null) return null;
  if (open === from) return to;
  if (from < open && to >= open) return open - 1;
  if (from > open && to <= open) return open + 1;
  return open;
}
