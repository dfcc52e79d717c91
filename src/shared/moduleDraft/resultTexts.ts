// Result texts of a draft: a module-level list whose names rules use (`show_texts`, `skip_texts`), so a
// name is unique in the module. Ids: resultTextRange (ids.ts).
import {
  type DraftContent,
  type DraftResultText,
  type Edited,
  edited,
  type Refused,
  refused,
  type Reserved,
  type WithId,
} from './edit';
import { freshId, resultTextRange } from './ids';
import { insertAt, moveTo, removeAt, replaceAt } from './list';

type ResultText = WithId<DraftResultText>;
export type ResultTextFields = Omit<DraftResultText, 'id'>;

export function findResultText(draft: DraftContent, id: number): { item: ResultText; index: number } | Refused {
  const index = draft.result_texts.findIndex((r) => r.id === id);
  return index < 0 ? refused(404, 'result_text_not_found') : { item: draft.result_texts[index] as ResultText, index };
}

const found = (value: object): value is { item: ResultText; index: number } => 'item' in value;

const nameTaken = (draft: DraftContent, name: string, exceptId: number | null): boolean =>
  draft.result_texts.some((r) => r.name === name && r.id !== exceptId);

export function addResultText<D extends DraftContent>(
  draft: D,
  moduleId: number,
  fields: ResultTextFields,
  position: number | undefined,
  reserved: Reserved,
): Edited<D, ResultText> {
  if (nameTaken(draft, fields.name, null)) return refused(400, 'result_text_name_taken');
  const id = freshId(
    resultTextRange(moduleId),
    draft.result_texts.map((r) => r.id),
    reserved,
  );
  if (id === null) return refused(400, 'too_many_elements');
  const made: ResultText = { id, ...fields };
  const result_texts = insertAt(draft.result_texts, made, position);
  if (!result_texts) return refused(400, 'invalid_move');
  return edited({ ...draft, result_texts }, made);
}

export function updateResultText<D extends DraftContent>(
  draft: D,
  id: number,
  fields: ResultTextFields,
): Edited<D, ResultText> {
  const at = findResultText(draft, id);
  if (!found(at)) return at;
  if (nameTaken(draft, fields.name, id)) return refused(400, 'result_text_name_taken');
  const changed: ResultText = { id, ...fields };
  return edited({ ...draft, result_texts: replaceAt(draft.result_texts, at.index, changed) }, changed);
}

export function deleteResultText<D extends DraftContent>(draft: D, id: number): Edited<D, null> {
  const at = findResultText(draft, id);
  if (!found(at)) return at;
  return edited({ ...draft, result_texts: removeAt(draft.result_texts, at.index) }, null);
}

export function moveResultText<D extends DraftContent>(
  draft: D,
  id: number,
  target: number,
): Edited<D, DraftResultText[]> {
  const at = findResultText(draft, id);
  if (!found(at)) return at;
  const result_texts = moveTo(draft.result_texts, at.index, target);
  if (!result_texts) return refused(400, 'invalid_move');
  return edited({ ...draft, result_texts }, result_texts);
}
