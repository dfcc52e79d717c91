// Issue 20: a module's lesson guide lives in its content file (`lessonGuide`) and is checked with the
// content schema: every shipped module has one whose plan fills one lesson and whose sources are sites
// the module's own texts name; a broken guide is refused with a Dutch line naming the field.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContentFile } from '../../src/rules/checkContent';
import { formatProblem } from '../../src/rules/contentProblem';
import { LESSON_MINUTES } from '../../src/rules/lessonGuide';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break content files field by field
type Json = any;
const CONTENT = join(__dirname, '..', '..', 'content', 'modules');
const shipped = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.json'))
  .sort();
const read = (name: string): Json => JSON.parse(readFileSync(join(CONTENT, name), 'utf8'));
const lines = (file: unknown): string[] => checkContentFile(file).problems.map((p) => formatProblem('x.json', p));

describe('lesson guides in the content files', () => {
  it.each(shipped)('%s has a valid guide of one 45-minute lesson with three questions', (name) => {
    const file = read(name);
    expect(checkContentFile(file).problems).toEqual([]);
    const guide = file.lessonGuide;
    expect(guide.plan.reduce((sum: number, s: { minutes: number }) => sum + s.minutes, 0)).toBe(LESSON_MINUTES);
    expect(guide.questions).toHaveLength(3);
  });

  it.each(shipped)('%s links only to sources its own texts name', (name) => {
    const { lessonGuide, ...rest } = read(name);
    const texts = JSON.stringify(rest).toLowerCase();
    for (const source of lessonGuide.sources as Array<{ url: string }>) {
      // The texts name a source by its address (trimbos.nl) or, without a link, by its name (Gezondheidsraad).
      const host = new URL(source.url).hostname.replace(/^www\./, '');
      const named = [host, host.replace(/\.nl$/, '')].some((word) => texts.includes(word));
      expect({ source: source.url, named }).toEqual({ source: source.url, named: true });
    }
  });

  it('accepts a module without a guide', () => {
    const { lessonGuide: _dropped, ...file } = read(shipped[0] as string);
    expect(checkContentFile(file).problems).toEqual([]);
  });

  it('refuses a plan that does not fill the lesson, two questions, a plain-http source and an unknown field', () => {
    const file = read(shipped[0] as string);
    file.lessonGuide.plan[0].minutes += 5;
    expect(lines(file)).toEqual([
      expect.stringContaining(`de stappen duren samen ${LESSON_MINUTES + 5} minuten, een les duurt er 45`),
    ]);
    file.lessonGuide.plan[0].minutes -= 5;
    file.lessonGuide.questions.pop();
    file.lessonGuide.sources[0].url = 'http://www.gezondheidsraad.nl';
    file.lessonGuide.extra = 'x';
    const found = lines(file).join('\n');
    expect(found).toContain('moet precies drie vragen hebben');
    expect(found).toContain('moet een adres zijn dat met https:// begint');
    expect(found).toContain('onbekend veld');
  });
});
