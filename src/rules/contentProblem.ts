// A problem in a module content file: where (slide, rule, norm…), which field, what is wrong. One line each,
// so an author (and the loader's log) reads "content/modules/09-roken.json: dia 4 "vrienden" · options[2].value: ontbreekt".

export interface ContentProblem {
  /** The slide, rule, norm, … ('' for the file as a whole). */
  place: string;
  /** The field within it, e.g. `options[2].value` ('' when the place itself is meant). */
  field: string;
  message: string;
}

export function formatProblem(file: string, p: ContentProblem): string {
  const where = [p.place, p.field].filter(Boolean).join(' · ');
  return `${file}: ${where ? `${where}: ` : ''}${p.message}`.replace(/\s*\n\s*/g, ' ');
}

/**
 * The Dutch message a content schema gives for a value it refuses. Kept under a symbol, not as an
 * `errorMessage` keyword: a schema is also published (the lesson guide is part of the OpenAPI
 * document), and a symbol key never reaches JSON, so the document stays valid OpenAPI.
 */
export const CONTENT_MESSAGE = Symbol.for('lrc.contentMessage');

/** Schema options carrying the Dutch message: `Type.String({ minLength: 1, ...says('…') })`. */
export const says = (message: string) => ({ [CONTENT_MESSAGE]: message });

/** The Dutch message of a schema, if it has one. */
export const messageOf = (schema: object): string | undefined =>
  (schema as { [CONTENT_MESSAGE]?: string })[CONTENT_MESSAGE];
