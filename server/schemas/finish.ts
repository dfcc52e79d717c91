// Schema of FinishPayload (src/shared/api.ts): the test plus the finish fields. Strict: unknown
// properties are rejected, sizes are bounded so a client cannot store arbitrary amounts of data.
import { Type, type Static } from '@sinclair/typebox';
import { Id, IdRecord, Uuid } from './common';
import { OPTION_TEXT_MAX } from './limits';
import { GENDERS, NORM_RATINGS, OLDEST_AGE, YOUNGEST_AGE } from '../../src/rules/values';

const Num = Type.Number({ minimum: -1e9, maximum: 1e9 });
/**
 * [from, to]: a pair written as an array of two, not Type.Tuple, whose array form of `items` is not
 * OpenAPI 3.0 (the published document must validate).
 */
const Range = Type.Unsafe<[number, number]>(Type.Array(Num, { minItems: 2, maxItems: 2 }));
/** One literal per value of a shared list (src/rules/values.ts). */
const literals = <T extends string>(list: readonly T[]) => list.map((value) => Type.Literal(value));

export const AnswerSchema = Type.Object(
  {
    question: Id,
    skip: Type.Boolean(),
    options: Type.Array(Id, { maxItems: 100 }),
    option_values: IdRecord(Type.String({ maxLength: OPTION_TEXT_MAX })),
    exclusive_option: Type.Union([Id, Type.Null()]),
    value: Type.Union([Num, Type.Null()]),
    sub_question_options: IdRecord(Id),
    sub_question_ranges: IdRecord(Range),
    sub_question_values: IdRecord(Num),
  },
  { additionalProperties: false },
);

export const MetaSchema = Type.Object(
  {
    age: Type.Union([Type.Integer({ minimum: YOUNGEST_AGE, maximum: OLDEST_AGE }), Type.Null()]),
    gender: Type.Union([...literals(GENDERS), Type.Null()]),
  },
  { additionalProperties: false },
);

const Rating = Type.Union([...literals(NORM_RATINGS), Type.Null()]);

export const FinishBodySchema = Type.Object(
  {
    id: Uuid,
    module: Id,
    answers: Type.Array(AnswerSchema, { maxItems: 500 }),
    meta: MetaSchema,
    computed: Type.Record(Type.String({ maxLength: 100 }), Type.Union([Num, Type.Null()])),
    finished: Type.Boolean(),
    updatedAt: Type.Number({ minimum: 0 }),
    debug: Type.Boolean(),
    actions: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }),
    contact_data: Type.Boolean(),
    test_result: Type.String({ maxLength: 50 }),
    norm_results: Type.Array(
      Type.Object({ name: Type.String({ maxLength: 200 }), result: Rating }, { additionalProperties: false }),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);

export type FinishBody = Static<typeof FinishBodySchema>;

export const SkipBodySchema = Type.Object({ module: Id }, { additionalProperties: false });
export type SkipBody = Static<typeof SkipBodySchema>;
