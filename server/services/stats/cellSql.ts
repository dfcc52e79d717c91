// SQL for the values statistics read from a test's JSON (yearCells.ts), exactly as the JS reading of
// the same values does (src/shared/stats/dimensions.ts, records.ts); statsCells.test.ts holds them together.
import { GENDERS, NORM_RATINGS } from '../../../src/rules/values';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** SQL for a valid gender from a test's meta (JSON), else NULL. */
export const genderOf = (meta: string) =>
  `CASE WHEN jsonb_typeof(${meta}->'gender') = 'string' AND ${meta}->>'gender' IN (${quoted(GENDERS)})
    THEN ${meta}->>'gender' END`;

/** SQL for ageBand(meta.age): a JSON number in its two-year band, else NULL. */
export const ageBandOf = (meta: string) => {
  const age = `(${meta}->>'age')::numeric`;
  return `CASE WHEN jsonb_typeof(${meta}->'age') = 'number' THEN
    CASE WHEN ${age} <= 16 THEN '15-16' WHEN ${age} <= 18 THEN '17-18' WHEN ${age} <= 20 THEN '19-20' ELSE '21+' END END`;
};

/** SQL for a JSON rating that is one of NORM_RATINGS, else NULL. */
export const ratingOf = (element: string) =>
  `CASE WHEN jsonb_typeof(${element}->'result') = 'string' AND ${element}->>'result' IN (${quoted(NORM_RATINGS)})
    THEN ${element}->>'result' END`;

/** The elements of a JSON array that are objects with a text name (normRatingsOf in records.ts). */
export const normElements = (column: string) =>
  `jsonb_array_elements(CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::jsonb END)`;
