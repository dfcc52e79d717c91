// The content checker's problems (src/rules/checkContent.ts) with the JSON pointer of the field each
// names (src/rules/problemPath.ts), as publish, import and a refused save answer them.
import { Value } from '@sinclair/typebox/value';
import { checkContentFile } from '../../../src/rules/checkContent';
import type { ContentProblem as Problem } from '../../../src/rules/contentProblem';
import { contentFileSchema } from '../../../src/rules/moduleSchema';
import { problemPath } from '../../../src/rules/problemPath';
import type { ContentProblem } from '../../../src/shared/management/moduleVersion';

export const withPaths = (problems: Problem[], doc: unknown, prefix = ''): ContentProblem[] =>
  problems.map((p) => {
    const path = problemPath(p, doc);
    return { ...p, path: path === null ? null : prefix + path };
  });

/** The problems of a document that does not have the content file's shape; [] when it has. */
export function shapeProblems(doc: unknown, prefix = ''): ContentProblem[] {
  if (Value.Check(contentFileSchema, doc)) return [];
  return withPaths(checkContentFile(doc).problems, doc, prefix);
}

/** `fields` of a 400: JSON pointer → Dutch message (first message per pointer). */
export function fieldsOf(problems: ContentProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const p of problems) {
    const key = p.path ?? '';
    fields[key] ??= [p.place, p.field].filter(Boolean).join(' · ') + (p.place || p.field ? ': ' : '') + p.message;
  }
  return fields;
}
