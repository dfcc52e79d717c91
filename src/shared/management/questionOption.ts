// Answer options of a choice question (spec §7 "Question options"): GET /api/question-option?question={id},
// GET/PUT/DELETE /api/question-option/{id}, POST /api/question-option, POST /api/question-option/{id}/move/{target}.
import { Type, type Static } from '@sinclair/typebox';
import { says } from '../../rules/contentProblem';
import { IdText } from './common';
import { closed, CONTENT_LIMITS, Key, Label, ParentId, Position } from './contentFields';
import { OptionSchema } from './slide';

export const OptionFields = {
  key: Type.Optional(Type.Union([Key('De sleutel van een optie'), Type.Null()])),
  name: Label(CONTENT_LIMITS.label, `Vul de tekst van de optie in (hoogstens ${CONTENT_LIMITS.label} tekens).`),
  value: Type.Number(says('De waarde van een optie is een getal: dat leest een regel als q.<vraag>.')),
  input: Type.Boolean(says('Kies of de leerling bij deze optie zelf tekst typt.')),
  exclusive: Type.Boolean(says('Kies of deze optie alle andere uitsluit.')),
};

/** PUT /api/question-option/{id}; inside a question's body the same with the option's id, if it has one. */
export const OptionBody = Type.Object(OptionFields, closed);
export type OptionBody = Static<typeof OptionBody>;

/** POST /api/question-option: a new option of the question, at `position` (default: last). */
export const NewOptionBody = Type.Object(
  { ...OptionFields, questionId: ParentId('Kies de vraag waar de optie bij hoort.'), position: Position },
  closed,
);
export type NewOptionBody = Static<typeof NewOptionBody>;

export const OptionListQuery = Type.Object({ question: IdText }, closed);
export const OptionList = Type.Object({ items: Type.Array(OptionSchema) });
