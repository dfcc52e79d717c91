// Issue 23: the docs' composite example `q.slaaptijden.school` gave null (keys were the visible texts). The
// sleep-norm example of docs/rules.md section 4 is taken from the document itself, added to the real slaap
// module and must pass the checker and rate a real answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContentFile } from '../../src/rules/checkContent';
import { formatProblem } from '../../src/rules/contentProblem';
import { evaluateInAttempt, processModule } from '../../src/rules/engine';
import { fillPlaceholders } from '../../src/rules/placeholders';
import { emptyAnswerFor } from './shippedAnswers';

const ROOT = join(__dirname, '..', '..');
const docs = readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8');
const slaap = (): Record<string, Record<string, unknown>> =>
  JSON.parse(readFileSync(join(ROOT, 'content', 'modules', '03-slaap.json'), 'utf8'));

/** The first ```json block after a heading-like line containing `marker`, as an object. */
function example(marker: string): Record<string, unknown> {
  const from = docs.indexOf(marker);
  const block = /```json\n([\s\S]*?)```/.exec(docs.slice(from))![1];
  return JSON.parse(`{${block}}`);
}

it('the sleep norm example of docs/rules.md passes the checker in the real slaap module and rates an answer', () => {
  const file = slaap();
  const { computed, norm } = example('Sleep duration on school nights') as {
    computed: Record<string, string>;
    norm: Record<string, unknown>;
  };
  Object.assign(file.config.computed as object, computed);
  Object.assign(file.config.norm as object, norm);
  const checked = checkContentFile(file);
  expect(checked.problems.map((p) => formatProblem('03-slaap.json', p))).toEqual([]);
  const { module, config } = checked.built!;
  const slide = module.slides.find((s) => s.name === 'slaaptijden')!;
  const [school, weekend] = slide.sub_questions.map((s) => s.id);
  const answer = {
    ...emptyAnswerFor(slide.id),
    sub_question_ranges: { [school]: [22.5, 31] as [number, number], [weekend]: [24, 33] as [number, number] },
  };
  const test = { answers: [answer], meta: { age: 16, gender: 'female' as const } };
  expect(evaluateInAttempt(module, config, test, 'q.slaaptijden.school')).toBe(8.5);
  expect(evaluateInAttempt(module, config, test, "q.slaaptijden['school']")).toBe(8.5);
  expect(processModule(module, config, test).normResult.find((n) => n.name === 'slaap')?.result).toBe('good');
  expect(evaluateInAttempt(module, config, { ...test, answers: [] }, "q.slaaptijden['school']") ?? null).toBeNull();
});

it('every q.<slide>.<key> written inline in docs/rules.md and content/README.md names a real question', () => {
  const readme = readFileSync(join(ROOT, 'content', 'README.md'), 'utf8');
  const refs = [...`${docs}\n${readme}`.matchAll(/`(q\.slaaptijden[^`]*)`/g)].map((m) => m[1]);
  expect(refs.length).toBeGreaterThan(0);
  const file = slaap();
  Object.assign(file.config.computed as object, Object.fromEntries(refs.map((r, i) => [`doc${i}`, r])));
  expect(checkContentFile(file).problems.map((p) => formatProblem('docs', p))).toEqual([]);
});

// Issue 23: result texts can show computed values and norm results; the docs' example is added to the real
// slaap module, passes the checker and renders a real answer as the screen and the PDF show it.
it('the placeholder example of docs/rules.md passes the checker in the real slaap module and renders nl-NL', () => {
  const file = slaap();
  const { result_texts: texts } = example('Placeholder example:') as { result_texts: Array<Record<string, string>> };
  (file.module.result_texts as unknown[]).push(...texts);
  (file.config.rules as unknown[]).push({ when: 'true', show_texts: ['gemiddeld'] });
  const checked = checkContentFile(file);
  expect(checked.problems.map((p) => formatProblem('03-slaap.json', p))).toEqual([]);
  const { module, config } = checked.built!;
  const slide = module.slides.find((s) => s.name === 'slaaptijden')!;
  const [school, weekend] = slide.sub_questions.map((s) => s.id);
  const answer = {
    ...emptyAnswerFor(slide.id),
    sub_question_ranges: { [school]: [22.5, 31] as [number, number], [weekend]: [24, 33.5] as [number, number] },
  };
  const processed = processModule(module, config, { answers: [answer], meta: { age: 16, gender: 'female' } });
  expect(processed.resultTexts).toContain('gemiddeld');
  const text = module.result_texts.find((t) => t.name === 'gemiddeld')!.text;
  const label = (r: string | null) => (r === 'good' ? 'Goed' : String(r));
  // (8.5 * 5 + 9.5 * 2) / 7 = 8.786 hours = 8:47.
  expect(fillPlaceholders(text, processed, label)).toBe(
    '<p>Je slaapt gemiddeld 8:47 per nacht; op schooldagen 8:30 (Goed).</p>',
  );
});
