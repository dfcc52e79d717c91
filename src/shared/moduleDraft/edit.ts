// What every edit of a module's draft returns: the changed draft and the element it made or changed, or
// a refusal with its status and code. Pure: the server's content routes run these inside the draft
// primitive's transaction; the editor may run them too (undo, preview) and gets the same answers.
import type { ContentOption, ContentResultText, ContentSlide, ContentSubQuestion } from '../../rules/contentFile';
import type { InfoText } from '../../rules/types';
import type { ErrorCode } from '../errorCodes';

// The elements of a draft document (a content file, src/shared/management/module.ts) with the id each
// carries in a draft; `withContentIds` (ids.ts) gives every element one.
type Ided<T> = Omit<T, 'id'> & { id?: number };
export type DraftOption = Ided<ContentOption>;
export type DraftSubQuestion = Ided<ContentSubQuestion>;
export type DraftInfoText = Ided<InfoText>;
export type DraftResultText = Ided<ContentResultText>;
export type DraftSlide = Omit<ContentSlide, 'id' | 'options' | 'sub_questions' | 'info_texts'> & {
  id?: number;
  options?: DraftOption[];
  sub_questions?: DraftSubQuestion[];
  info_texts?: DraftInfoText[];
};
/** An element as the edits answer it: with its id. */
export type WithId<T> = T & { id: number };

/** The part of a draft these edits touch: the document's `module` block. */
export interface DraftContent {
  slides: DraftSlide[];
  result_texts: DraftResultText[];
}

export interface Refused {
  ok: false;
  status: 400 | 404 | 409;
  error: ErrorCode;
}
export type Edited<D, T> = { ok: true; draft: D; value: T } | Refused;

export const refused = (status: Refused['status'], error: ErrorCode): Refused => ({ ok: false, status, error });
export const edited = <D, T>(draft: D, value: T): Edited<D, T> => ({ ok: true, draft, value });

/** Ids the module's published versions used: a new element never takes one (stored answers name them). */
export type Reserved = ReadonlySet<number>;
export const NONE_RESERVED: Reserved = new Set<number>();
