// `npm run content:check FILE…`: checks module content files the way the server's loader does, with the
// same schema and rule checker (src/rules/checkContent.ts), one line per problem.
import fs from 'node:fs';
import path from 'node:path';
import { checkContentFile } from '../../src/rules/checkContent';
import { formatProblem } from '../../src/rules/contentProblem';

export const CHECK_USAGE = 'gebruik: npm run content:check BESTAND.json…';

function mediaProblems(file: string, raw: unknown): string[] {
  const mediaDir = path.join(path.dirname(path.resolve(file)), '..', 'media');
  const paths: string[] = [];
  const collect = (v: unknown, key = ''): void => {
    if (Array.isArray(v)) v.forEach((x) => collect(x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collect(x, k);
    else if (typeof v === 'string' && ['icon', 'image', 'info_image'].includes(key)) paths.push(v);
  };
  collect(raw);
  return paths
    .filter((p) => !fs.existsSync(path.join(mediaDir, p.replace(/^\.?\/+/, ''))))
    .map((p) => `${file}: mediabestand '${p}' bestaat niet (verwacht in ${path.relative(process.cwd(), mediaDir)}/)`);
}

/** The report lines of one file and whether it may be loaded. */
export function checkFile(file: string): { lines: string[]; ok: boolean } {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'bestaat niet' : (err as Error).message;
    return { lines: [`${file}: ${reason.includes('JSON') ? `geen geldige JSON (${reason})` : reason}`], ok: false };
  }
  const { problems, warnings } = checkContentFile(raw);
  const errors = [...problems.map((p) => formatProblem(file, p)), ...(problems.length ? [] : mediaProblems(file, raw))];
  const lines = [...errors, ...warnings.map((w) => `${formatProblem(file, w)} (waarschuwing)`)];
  return { lines: errors.length === 0 ? [...lines, `${file}: in orde`] : lines, ok: errors.length === 0 };
}

export function runCheck(files: string[], print: (line: string) => void): boolean {
  if (files.length === 0) {
    print(CHECK_USAGE);
    return false;
  }
  let ok = true;
  for (const file of files) {
    const result = checkFile(file);
    result.lines.forEach((l) => print(l));
    ok &&= result.ok;
  }
  return ok;
}
