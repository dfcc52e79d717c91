// Response schemas of a student's finished tests (GET /api/my-results), tied to src/shared/api.ts.
import { Type } from '@sinclair/typebox';
import type { MyResultsResponse } from '../../src/shared/api';
import { NORM_RATINGS } from '../../src/rules/values';
import { describes, oneOf } from './common';

const Rating = oneOf(NORM_RATINGS);

export const NormResultSchema = Type.Object({
  name: Type.String(),
  title: Type.Union([Type.String(), Type.Null()]),
  value: Type.Union([Type.Number(), Type.Null()]),
  result: Type.Union([Rating, Type.Null()]),
  unit: Type.Optional(Type.Literal('hours')),
});

export const MyResultsSchema = describes<MyResultsResponse>()(
  Type.Object({
    results: Type.Array(
      Type.Object({
        id: Type.String(),
        moduleId: Type.Integer(),
        moduleName: Type.String(),
        moduleTitle: Type.String(),
        finishedAt: Type.String({ format: 'date-time' }),
        schoolYear: Type.String(),
        result: Rating,
        norms: Type.Union([Type.Array(NormResultSchema), Type.Null()]),
      }),
    ),
  }),
);
