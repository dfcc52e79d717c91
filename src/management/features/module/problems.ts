// The content checker's problems as a refusal carries them (publish, import, restore, a draft's 400),
// read defensively: an answer without them gives none, and a 400 with per-field messages keyed by
// JSON pointer (a draft that fails its schema) becomes problems with that pointer as their path.
import type { ContentProblem } from '../../../shared/management/moduleVersion';

const isProblem = (value: unknown): value is ContentProblem =>
  typeof value === 'object' && value !== null && typeof (value as ContentProblem).message === 'string';

export function problemsOf(body: Record<string, unknown>): ContentProblem[] {
  if (Array.isArray(body.problems)) return body.problems.filter(isProblem);
  const fields = body.fields;
  if (fields && typeof fields === 'object' && !Array.isArray(fields))
    return Object.entries(fields as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([path, message]) => ({ place: '', field: '', message, path: path.startsWith('/') ? path : null }));
  return [];
}

/** The problems whose path is this field's pointer (or lies inside it, for a whole slide or option). */
export const problemsAt = (problems: readonly ContentProblem[], pointer: string): ContentProblem[] =>
  problems.filter((p) => p.path === pointer);

/** A problem as one Dutch line: 'dia 4 "vrienden", options[2].value: …'. */
export function problemLine(problem: ContentProblem): string {
  const where = [problem.place, problem.field].filter(Boolean).join(', ');
  return where ? `${where}: ${problem.message}` : problem.message;
}
