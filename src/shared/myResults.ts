// GET /api/my-results: a student's finished attempts, for 'Mijn resultaten'.
import { Type, type Static } from '@sinclair/typebox';
import { NORM_RATINGS } from '../rules/values';
import type { NormResult as EngineNormResult } from '../rules/types';
import { describes, oneOf } from './describes';
import { Nullable } from './nullable';

const Rating = oneOf(NORM_RATINGS);

/** A norm rating as the rule engine computes it (src/rules/types.ts). */
export const NormResult = describes<EngineNormResult>()(
  Type.Object({
    name: Type.String(),
    title: Nullable(Type.String()),
    value: Nullable(Type.Number()),
    result: Nullable(Rating),
    unit: Type.Optional(Type.Literal('hours')),
  }),
);

/** One finished attempt of the logged-in student. */
export const MyResult = Type.Object({
  /** The attempt's id; GET /api/test/result-pdf?test=<id> regenerates its PDF. */
  id: Type.String(),
  moduleId: Type.Integer(),
  moduleName: Type.String(),
  moduleTitle: Type.String(),
  finishedAt: Type.String({ format: 'date-time' }),
  /** '2025-2026' */
  schoolYear: Type.String(),
  result: Rating,
  /** Norm ratings for the modules that show a norm table, else null. */
  norms: Nullable(Type.Array(NormResult)),
});
export type MyResult = Static<typeof MyResult>;

export const MyResultsResponse = Type.Object({
  /** Newest first. */
  results: Type.Array(MyResult),
});
export type MyResultsResponse = Static<typeof MyResultsResponse>;
