/** A list request's query string (page, size, sort, search, filters) as useListParams builds it. */
export type Query = Record<string, string>;
