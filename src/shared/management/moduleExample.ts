// Example answer sets (issue 33, "een regelcontrole die uitlegt"): answers an author fills in for a
// module, with the outcome they expect. Answers name slides, options and sub-questions by their name
// or key, never by id (ids follow the slide order: src/rules/contentFile.ts), so an example survives a
// reordering. The content check on publish runs every saved example; src/rules/exampleAnswers.ts turns
// one into the engine's answers and its outcome.
import { Type, type Static } from '@sinclair/typebox';
import { GENDERS, NORM_RATINGS, OLDEST_AGE, YOUNGEST_AGE } from '../../rules/values';
import { Nullable } from '../nullable';
import { Id, Text } from './common';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Num = Type.Number({ minimum: -1e9, maximum: 1e9 });
const literals = <T extends string>(list: readonly T[]) => list.map((value) => Type.Literal(value));
const NameRecord = <T extends Parameters<typeof Type.Record>[1]>(value: T) =>
  Type.Record(Type.String({ minLength: 1, maxLength: 200 }), value, { maxProperties: 100 });

/** One answered slide. Options and sub-questions are named by key, or by name when they have none. */
export const ExampleAnswer = Type.Object(
  {
    slide: Name,
    skip: Type.Optional(Type.Boolean()),
    options: Type.Optional(Type.Array(Name, { maxItems: 100 })),
    /** Free text per option (options with `input`). */
    texts: Type.Optional(NameRecord(Type.String({ maxLength: 255 }))),
    value: Type.Optional(Nullable(Num)),
    /** Composite single choice: sub-question → option. */
    subOptions: Type.Optional(NameRecord(Name)),
    /** Composite range (quarter-hour-range): sub-question → [from, to]. */
    subRanges: Type.Optional(NameRecord(Type.Array(Num, { minItems: 2, maxItems: 2 }))),
    /** Composite range value: sub-question → value. */
    subValues: Type.Optional(NameRecord(Num)),
  },
  { additionalProperties: false },
);
export type ExampleAnswer = Static<typeof ExampleAnswer>;

export const ExampleMeta = Type.Object(
  {
    age: Nullable(Type.Integer({ minimum: YOUNGEST_AGE, maximum: OLDEST_AGE })),
    gender: Type.Union([...literals(GENDERS), Type.Null()]),
  },
  { additionalProperties: false },
);

/** What the rule engine makes of the answers: the parts an author can check. */
export const ExampleOutcome = Type.Object(
  {
    result: Type.Union(literals(NORM_RATINGS)),
    norms: Type.Record(Type.String(), Nullable(Type.Union(literals(NORM_RATINGS)))),
    computed: Type.Record(Type.String(), Nullable(Type.Number())),
    /** Names of the shown result texts, in module order. */
    resultTexts: Type.Array(Type.String()),
    actions: Type.Array(Type.String()),
    selectedActions: Type.Array(Type.String()),
    /** Names of the skipped slides. */
    skippedSlides: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type ExampleOutcome = Static<typeof ExampleOutcome>;

/** POST /api/module/{id}/examples (new) and POST /api/module/{id}/examples/{exampleId} (replace). */
export const ExampleInput = Type.Object(
  {
    name: Text(200),
    meta: ExampleMeta,
    answers: Type.Array(ExampleAnswer, { maxItems: 500 }),
    /** The outcome the author expects; the server checks it against the draft only on publish. */
    expected: ExampleOutcome,
  },
  { additionalProperties: false },
);
export type ExampleInput = Static<typeof ExampleInput>;

export const ModuleExample = Type.Object({
  id: Id,
  moduleId: Id,
  ...ExampleInput.properties,
  saved: Type.Object({ at: Type.String(), by: Nullable(Type.String()) }),
});
export type ModuleExample = Static<typeof ModuleExample>;
export const ModuleExampleList = Type.Object({ items: Type.Array(ModuleExample) });
export type ModuleExampleList = Static<typeof ModuleExampleList>;

/**
 * POST /api/module/{id} `examples`: saved examples the editor's renames rewrote (their answers and expected
 * outcome name the new names), stored in the same write as the draft.
 */
export const ExampleRewrite = Type.Object(
  {
    id: Id,
    answers: ExampleInput.properties.answers,
    expected: ExampleOutcome,
    /** `saved.at` of the example this rewrite started from: a colleague's save since then answers 409. */
    savedAt: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type ExampleRewrite = Static<typeof ExampleRewrite>;

/** One difference between an example's expected outcome and what the draft makes of it now. */
export const ExampleChange = Type.Object({
  /** 'result' | 'norms' | 'computed' | 'resultTexts' | 'actions' | 'selectedActions' | 'skippedSlides' */
  part: Type.String(),
  /** The norm or computed value's name within the part, '' for the part as a whole. */
  name: Type.String(),
  expected: Type.Unknown(),
  actual: Type.Unknown(),
});
export const ExampleCheck = Type.Object({
  exampleId: Id,
  name: Type.String(),
  /** Dutch: why the example cannot run on the draft (a slide or option it names is gone); null when it ran. */
  problem: Nullable(Type.String()),
  changes: Type.Array(ExampleChange),
  actual: Nullable(ExampleOutcome),
});
export type ExampleCheck = Static<typeof ExampleCheck>;
