// Result texts of a draft: a module-level list whose names rules use (`show_texts`, `skip_texts`), so a
// name is unique in the module. Ids: resultTextRange (ids.ts).
import {
  type DraftContent,
  type DraftResultText,
  type Edited,
  type Refused,
  refused,
  type Reserved,
  type WithId,
} from './edit';
import { resultTextRange } from './ids';
import { addNamed, moveNamed, type NamedList, removeNamed, replaceNamed } from './namedList';

type ResultText = WithId<DraftResultText>;
export type ResultTextFields = Omit<DraftResultText, 'id'>;

export function findResultText(draft: DraftContent, id: number): { item: ResultText; index: number } | Refused {
  const index = draft.result_texts.findIndex((r) => r.id === id);
  return index < 0 ? refused(404, 'result_text_not_found') : { item: draft.result_texts[index] as ResultText, index };
}

const found = (value: object): value is { item: ResultText; index: number } => 'item' in value;

const RESULT_TEXTS: NamedList<'result_texts'> = {
  key: 'result_texts',
  range: resultTextRange,
  nameTaken: 'result_text_name_taken',
};

export function addResultText<D extends DraftContent>(
  draft: D,
  moduleId: number,
  fields: ResultTextFields,
  position: number | undefined,
  reserved: Reserved,
): Edited<D, ResultText> {
  return addNamed(
    draft,
    RESULT_TEXTS,
    moduleId,
    fields.name,
    (id): ResultText => ({ id, ...fields }),
    position,
    reserved,
  );
}

export function updateResultText<D extends DraftContent>(
  draft: D,
  id: number,
  fields: ResultTextFields,
): Edited<D, ResultText> {
  const at = findResultText(draft, id);
  if (!found(at)) return at;
  return replaceNamed(draft, RESULT_TEXTS, at.index, { id, ...fields });
}

export function deleteResultText<D extends DraftContent>(draft: D, id: number): Edited<D, null> {
  const at = findResultText(draft, id);
  if (!found(at)) return at;
  return removeNamed(draft, RESULT_TEXTS, at.index);
}

export function moveResultText<D extends DraftContent>(
  draft: D,
  id: number,
  target: number,
): Edited<D, DraftResultText[]> {
  const at = findResultText(draft, id);
  if (!found(at)) return at;
  return moveNamed(draft, RESULT_TEXTS, at.index, target);
}
