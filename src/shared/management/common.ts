// Building blocks of the management schemas: ids, list queries and list answers.
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { LIMITS } from './limits';

/** Path ids: digit strings (query and path values arrive as text; at most 9 digits fit an integer). */
export const IdParam = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdText = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
export const BoolText = Type.Union([Type.Literal('true'), Type.Literal('false')]);

export const Email = Type.String({
  minLength: 3,
  maxLength: LIMITS.email,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
});
/** Text that holds at least one visible character. */
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
export const OptionalText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);

/** Paging, sorting and search shared by every list; `sort` names one of the list's sort keys;
 *  `filters` are the list's own (optional) query parameters. */
export const listQuery = <S extends string, F extends TProperties>(sortKeys: readonly S[], filters: F) =>
  Type.Object(
    {
      page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
      limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })),
      sort: Type.Optional(Type.Union(sortKeys.map((k) => Type.Literal(k)))),
      order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
      search: Type.Optional(Type.String({ maxLength: LIMITS.searchMax })),
      ...filters,
    },
    { additionalProperties: false },
  );

export const listResponse = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() });

export interface ListResult<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** One option of a filter list (list-filter-data). */
export const FilterOption = Type.Object({ value: Type.Union([Type.String(), Type.Integer()]), label: Type.String() });

export const SuccessResponse = Type.Object({ success: Type.Boolean() });
