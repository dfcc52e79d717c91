// Questions (spec §7 "Questions"): GET /api/question/{id}, POST /api/question (new), POST /api/question/{id}
// (change), DELETE /api/question/{id}. Every type of spec §3: single and multiple choice with values,
// exclusive and free-text options; range values with a subtype (which sets the step: integer 1, frac-2 0.5,
// frac-10 0.1, quarter-hour 0.25), min, max and unit (value_label); composite questions with sub-questions;
// BMI; the Oorcheck; skippable with its own skip label; more info.
import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { says } from '../../rules/contentProblem';
import { QUESTION_TYPES, type QuestionType, RANGE_SUBTYPES } from '../../rules/values';
import { Id } from './common';
import {
  closed,
  CONTENT_LIMITS,
  Key,
  Label,
  literals,
  NullableHtml,
  nullable,
  OptionalImage,
  ParentId,
  Position,
} from './contentFields';
import { OptionFields } from './questionOption';
import { SubQuestionFields } from './subQuestion';

const CategoryMappingBody = Type.Object(
  {
    gender: Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Null()]),
    min_age: Type.Union([Type.Number(), Type.Null()]),
    max_age: Type.Union([Type.Number(), Type.Null()]),
    start: Type.Number(),
    end: Type.Number(),
    category: Type.String({ minLength: 1, maxLength: 100 }),
  },
  closed,
);

export const QuestionFields = {
  name: Key('De naam van een vraag'),
  text: Label(CONTENT_LIMITS.slideText, `Vul de vraag in (hoogstens ${CONTENT_LIMITS.slideText} tekens).`),
  more_info: NullableHtml('De extra uitleg is te lang.'),
  info_image: OptionalImage,
  type: Type.Union(
    QUESTION_TYPES.map((t) => Type.Literal(t)),
    says('Kies een vraagtype.'),
  ) as unknown as TUnsafe<QuestionType>,
  subtype: nullable(literals(RANGE_SUBTYPES), 'Kies het soort getal van de schuifvraag (of geen).'),
  composite: Type.Boolean(says('Kies of de vraag uit deelvragen bestaat.')),
  min_value: nullable(Type.Number(), 'De kleinste waarde is een getal (of leeg).'),
  max_value: nullable(Type.Number(), 'De grootste waarde is een getal (of leeg).'),
  value_label: nullable(
    Type.String({ maxLength: CONTENT_LIMITS.unit }),
    `De eenheid is hoogstens ${CONTENT_LIMITS.unit} tekens lang.`,
  ),
  skippable: Type.Boolean(says('Kies of de leerling deze vraag mag overslaan.')),
  skip_label: nullable(
    Type.String({ maxLength: CONTENT_LIMITS.skipLabel }),
    `De tekst bij overslaan is hoogstens ${CONTENT_LIMITS.skipLabel} tekens lang.`,
  ),
  category_mappings: Type.Optional(
    Type.Array(CategoryMappingBody, {
      maxItems: CONTENT_LIMITS.categoryMappings,
      ...says('Een indeling in categorieën heeft per regel een begin, eind en categorie.'),
    }),
  ),
  /** The options in their order: one with an id keeps it, one without gets a new id. Absent: unchanged. */
  options: Type.Optional(
    Type.Array(Type.Object({ id: Type.Optional(Id), ...OptionFields }, closed), {
      maxItems: 50,
      ...says('Elke antwoordoptie heeft een tekst en een waarde (hoogstens 50 opties).'),
    }),
  ),
  /** The sub-questions in their order, as options (composite questions only). */
  sub_questions: Type.Optional(
    Type.Array(Type.Object({ id: Type.Optional(Id), ...SubQuestionFields }, closed), {
      maxItems: 49,
      ...says('Elke deelvraag heeft een sleutel en een tekst (hoogstens 49 deelvragen).'),
    }),
  ),
};

/** POST /api/question/{id}: the question's fields as they should be. */
export const QuestionBody = Type.Object(QuestionFields, closed);
export type QuestionBody = Static<typeof QuestionBody>;

/** POST /api/question: a new question in the module's draft, at `position` among its slides (default: last). */
export const NewQuestionBody = Type.Object(
  { ...QuestionFields, moduleId: ParentId('Kies de module.'), position: Position },
  closed,
);
export type NewQuestionBody = Static<typeof NewQuestionBody>;
