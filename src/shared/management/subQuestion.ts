// Sub-questions of a composite question (spec §7 "Sub-questions"): GET /api/sub-question?question={id},
// GET/PUT/DELETE /api/sub-question/{id}, POST /api/sub-question, POST /api/sub-question/{id}/move/{target}.
// A sub-question's key is what rules read (`q.<slide>.<key>`) and stays when its text changes.
import { Type, type Static } from '@sinclair/typebox';
import { IdText } from './common';
import { closed, CONTENT_LIMITS, Key, Label, ParentId, Position } from './contentFields';
import { SubQuestionSchema } from './slide';

export const SubQuestionFields = {
  key: Key('De sleutel van een deelvraag'),
  name: Label(CONTENT_LIMITS.label, `Vul de tekst van de deelvraag in (hoogstens ${CONTENT_LIMITS.label} tekens).`),
};

export const SubQuestionBody = Type.Object(SubQuestionFields, closed);
export type SubQuestionBody = Static<typeof SubQuestionBody>;

export const NewSubQuestionBody = Type.Object(
  { ...SubQuestionFields, questionId: ParentId('Kies de vraag waar de deelvraag bij hoort.'), position: Position },
  closed,
);
export type NewSubQuestionBody = Static<typeof NewSubQuestionBody>;

export const SubQuestionListQuery = Type.Object({ question: IdText }, closed);
export const SubQuestionList = Type.Object({ items: Type.Array(SubQuestionSchema) });
