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
