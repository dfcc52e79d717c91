// /api/test: a student's attempt of a module. POST /api/test/finish sends the attempt with what the
// student chose at the end; POST /api/test/skip-module skips a module; POST /api/test/start-module
// says the student opened one. Strict: unknown properties are refused and sizes bounded, so a client
// cannot store arbitrary amounts of data. The types match the rule engine's (src/rules/types.ts),
// which the client builds the attempt with.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Answer as EngineAnswer, Module, ModuleConfig } from '../rules/types';
import { GENDERS, NORM_RATINGS, OLDEST_AGE, YOUNGEST_AGE } from '../rules/values';
import { describes } from './describes';
import { Id } from './management/common';
import { Nullable } from './nullable';

/** Free text of an option with the input flag: the text field's maxLength (OptionTextField). */
export const OPTION_TEXT_MAX = 255;

export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});
const Num = Type.Number({ minimum: -1e9, maximum: 1e9 });

/**
 * JSON object keys that are numeric ids: Record<number, T> to the engine (BMI keeps raw inputs
 * under -1 and -2), digit strings on the wire.
 */
const IdRecord = <T extends TSchema>(value: T) =>
  Type.Unsafe<Record<number, Static<T>>>(
    Type.Record(Type.String({ pattern: '^-?[0-9]{1,10}$' }), value, { additionalProperties: false }),
  );

/**
 * [from, to]: a pair written as an array of two, not Type.Tuple, whose array form of `items` is not
 * OpenAPI 3.0 (the published document must validate).
 */
const Range = Type.Unsafe<[number, number]>(Type.Array(Num, { minItems: 2, maxItems: 2 }));
/** One literal per value of a shared list (src/rules/values.ts). */
const literals = <T extends string>(list: readonly T[]) => list.map((value) => Type.Literal(value));

export const Answer = describes<EngineAnswer>()(
  Type.Object(
    {
      question: Id,
      skip: Type.Boolean(),
      options: Type.Array(Id, { maxItems: 100 }),
      option_values: IdRecord(Type.String({ maxLength: OPTION_TEXT_MAX })),
      exclusive_option: Nullable(Id),
      value: Nullable(Num),
      sub_question_options: IdRecord(Id),
      sub_question_ranges: IdRecord(Range),
      sub_question_values: IdRecord(Num),
    },
    { additionalProperties: false },
  ),
);

export const AttemptMeta = Type.Object(
  {
    age: Nullable(Type.Integer({ minimum: YOUNGEST_AGE, maximum: OLDEST_AGE })),
    gender: Type.Union([...literals(GENDERS), Type.Null()]),
  },
  { additionalProperties: false },
);

/** The attempt (src/rules/types.ts Attempt) and what the student chose at the end. */
export const FinishPayload = Type.Object(
  {
    /** Generated client-side (uuid). */
    id: Uuid,
    module: Id,
    /** The module version the attempt started on (issue 33); absent (older clients): the newest. */
    module_version: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000 })),
    answers: Type.Array(Answer, { maxItems: 500 }),
    meta: AttemptMeta,
    computed: Type.Record(Type.String({ maxLength: 100 }), Nullable(Num)),
    finished: Type.Boolean(),
    /** Epoch ms of the last activity. */
    updatedAt: Type.Number({ minimum: 0 }),
    debug: Type.Boolean(),
    actions: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }),
    contact_data: Type.Boolean(),
    test_result: Type.String({ maxLength: 50 }),
    norm_results: Type.Array(
      Type.Object(
        { name: Type.String({ maxLength: 200 }), result: Type.Union([...literals(NORM_RATINGS), Type.Null()]) },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type FinishPayload = Static<typeof FinishPayload>;

export const SkipPayload = Type.Object({ module: Id }, { additionalProperties: false });
export type SkipPayload = Static<typeof SkipPayload>;

/** POST /api/test/start-module: the student opened the module (statistics count it as started). */
export const StartPayload = Type.Object({ module: Id }, { additionalProperties: false });
export type StartPayload = Static<typeof StartPayload>;

/**
 * GET /api/test/data: every enabled module with its config. Served as the cached JSON text and
 * documented by its two lists only (the content schema is src/rules/moduleSchema.ts).
 */
export interface ModuleContent {
  module_configs: ModuleConfig[];
  modules: Module[];
}
