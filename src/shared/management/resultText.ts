// Result texts of a module (spec §7 "Result texts"): shown on the result screen when a rule names them
// (`show_texts`), with placeholders. GET /api/result-text?module={id}, GET /api/result-text/{id},
// POST /api/result-text, POST /api/result-text/{id}, POST /api/result-text/{id}/move/{target}, DELETE.
import { Type, type Static } from '@sinclair/typebox';
import { says } from '../../rules/contentProblem';
import { Id, IdText } from './common';
import { closed, CONTENT_LIMITS, Html, Key, OptionalImage, ParentId, Position } from './contentFields';
import { ResultTextSchema } from './slide';

export const ResultTextFields = {
  name: Key('De naam van een resultaattekst'),
  title: Type.String({
    maxLength: CONTENT_LIMITS.resultTitle,
    ...says(`Een titel is hoogstens ${CONTENT_LIMITS.resultTitle} tekens lang.`),
  }),
  text: Html('De resultaattekst is te lang.'),
  info_image: OptionalImage,
};

export const ResultTextBody = Type.Object(ResultTextFields, closed);
export type ResultTextBody = Static<typeof ResultTextBody>;

export const NewResultTextBody = Type.Object(
  { ...ResultTextFields, moduleId: ParentId('Kies de module.'), position: Position },
  closed,
);
export type NewResultTextBody = Static<typeof NewResultTextBody>;

export const ResultTextListQuery = Type.Object({ module: IdText }, closed);
export const ResultTextList = Type.Object({ moduleId: Id, items: Type.Array(ResultTextSchema) });
