// Building blocks of the module editor's request bodies (issue 33): the fields several content routes
// share, with the limits and the Dutch message of each, so the routes and the editor's forms agree.
import { Type, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { says } from '../../rules/contentProblem';
import { KEY_PATTERN } from '../../rules/moduleSchema';

export const CONTENT_LIMITS = {
  key: 60,
  /** A slide's title or question (plain text). */
  slideText: 500,
  /** An option's, sub-question's or info text's label. */
  label: 300,
  unit: 40,
  skipLabel: 200,
  /** Any html field (start text, more info, info texts, result texts). */
  html: 20_000,
  resultTitle: 200,
  categoryMappings: 50,
} as const;

export const closed = { additionalProperties: false } as const;

/** A technical name rules use (`q.<slide>`, a result text's name): a-z, 0-9 and _, starting with a letter. */
export const Key = (what: string) =>
  Type.String({
    pattern: KEY_PATTERN,
    maxLength: CONTENT_LIMITS.key,
    ...says(`${what} is een korte technische naam: kleine letters, cijfers en _, beginnend met een letter.`),
  });

/** Text that holds a visible character, with its own message. */
export const Label = (maxLength: number, message: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...says(message) });

export const Html = (message: string) => Type.String({ maxLength: CONTENT_LIMITS.html, ...says(message) });
export const NullableHtml = (message: string) =>
  Type.Union([Type.String({ maxLength: CONTENT_LIMITS.html }), Type.Null()], says(message));

/** An image of the draft: the content path an upload answered (`uploads/…png`) or a shipped one (`images/…`). */
export const OptionalImage = Type.Union(
  [Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_./-]+$' }), Type.Null()],
  says('Kies een afbeelding (of geen).'),
);

/** Where a new element goes in its list (0 = first); without it, at the end. */
export const Position = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 9999, ...says('Een plek is een heel getal vanaf 0.') }),
);

export const ParentId = (message: string) => Type.Integer({ minimum: 1, maximum: 2147483647, ...says(message) });

export const nullable = <T extends TSchema>(schema: T, message: string) =>
  Type.Union([schema, Type.Null()], says(message));

/** One of a list of values, checkable by the forms (`Type.Unsafe` enums are not): a union of literals. */
export const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnsafe<T>;
