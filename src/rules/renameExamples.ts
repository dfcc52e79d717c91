// Renames reach the saved example answer sets too (issue 33). An example names a slide by its name and an
// option or sub-question by its key, else its text (exampleAnswers.ts), and its expected outcome names
// skipped slides and computed values; the publish check refuses an example that names something the module
// no longer has (`examples_broken`) and reports a computed value under another name as changed
// (`examples_changed`). So whatever a rename (rename.ts, renameOption.ts, renameComputed.ts) changed in the
// document, each example follows: every name it uses is looked
// up in the document before the rename and named again in the document after it. A name that would point at
// something else afterwards, or that pointed at nothing and would point at something, cannot follow with
// certainty: then no example changes and the places are listed, as for an expression.
import type { ContentFile, ContentSlide } from './contentFile';
import type { ExampleAnswerInput, ExampleOutcomeValue } from './exampleAnswers';
import type { RenamePlace } from './renameRewrite';

export interface RenameExample {
  id: number;
  name: string;
  answers: ExampleAnswerInput[];
  expected: ExampleOutcomeValue;
}

export type ExamplesOutcome<E extends RenameExample = RenameExample> =
  /** `examples`: the whole list, unchanged ones as they were; `changed`: the rewritten ones. */
  { ok: true; examples: E[]; changed: E[] } | { ok: false; problems: RenamePlace[] };

type Named = { key?: string; name: string };

/** Where exampleAnswers.ts finds `ref`: by key first, then by text; -1 when nothing has it. */
function indexOf(list: readonly Named[], ref: string): number {
  const byKey = list.findIndex((x) => x.key === ref);
  return byKey >= 0 ? byKey : list.findIndex((x) => x.name === ref);
}

/**
 * How `after` names what `ref` names in `before` (the lists are the same items in the same order, renamed):
 * `ref` itself when it still names that item, else the item's new key or text; null when no name is certain.
 */
function follow(before: readonly Named[], after: readonly Named[], ref: string): string | null {
  const was = indexOf(before, ref);
  const now = indexOf(after, ref);
  if (was < 0) return now < 0 ? ref : null;
  if (now === was) return ref;
  const item = after[was];
  const name = item.key ?? item.name;
  return indexOf(after, name) === was ? name : null;
}

const RAW_INPUT = /^-\d+$/; // BMI's own inputs, named by id in an example

class Unsure extends Error {}

function followed(before: readonly Named[], after: readonly Named[], ref: string, where: string): string {
  const name = follow(before, after, ref);
  if (name === null) throw new Unsure(`'${ref}'${where} kan de nieuwe naam niet met zekerheid volgen`);
  return name;
}

function record<V>(
  source: Record<string, V> | undefined,
  key: (ref: string) => string,
  value: (v: V) => V = (v) => v,
): Record<string, V> | undefined {
  if (!source) return source;
  const out: Record<string, V> = {};
  for (const [ref, v] of Object.entries(source)) {
    const name = key(ref);
    if (name in out) throw new Unsure(`'${ref}' en een ander antwoord krijgen dezelfde naam '${name}'`);
    out[name] = value(v);
  }
  return out;
}

function followAnswer(before: ContentFile, after: ContentFile, answer: ExampleAnswerInput): ExampleAnswerInput {
  const slides = { before: before.module.slides, after: after.module.slides };
  const slide = followed(slides.before, slides.after, answer.slide, '');
  const index = slides.before.findIndex((s) => s.name === answer.slide);
  if (index < 0) return answer; // an answer to a slide that is gone stays as it was (publish names it)
  const where = ` in dia "${answer.slide}"`;
  const lists = (s: ContentSlide) => ({ options: s.options ?? [], subs: s.sub_questions ?? [] });
  const was = lists(slides.before[index]);
  const now = lists(slides.after[index]);
  const option = (ref: string) => followed(was.options, now.options, ref, where);
  const sub = (ref: string) => (RAW_INPUT.test(ref) ? ref : followed(was.subs, now.subs, ref, where));
  const next: ExampleAnswerInput = { ...answer, slide };
  if (answer.options) next.options = answer.options.map(option);
  if (answer.texts) next.texts = record(answer.texts, option);
  if (answer.subOptions) next.subOptions = record(answer.subOptions, sub, option);
  if (answer.subRanges) next.subRanges = record(answer.subRanges, sub);
  if (answer.subValues) next.subValues = record(answer.subValues, sub);
  return next;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The examples as they name things in `after`, which is `before` with renames only (the same slides,
 * options, sub-questions and computed values in the same order), or the places where an example cannot follow.
 */
export function followInExamples<E extends RenameExample>(
  before: ContentFile,
  after: ContentFile,
  examples: readonly E[],
): ExamplesOutcome<E> {
  const problems: RenamePlace[] = [];
  const changed: E[] = [];
  // Computed values are a record in evaluation order, and a rename keeps each one's place (renameComputed.ts).
  const computed = {
    before: Object.keys(before.config.computed ?? {}).map((name) => ({ name })),
    after: Object.keys(after.config.computed ?? {}).map((name) => ({ name })),
  };
  const list = examples.map((example) => {
    const at = { path: `/examples/${example.id}`, place: `voorbeeld "${example.name}"`, field: 'answers' };
    try {
      const answers = example.answers.map((a) => followAnswer(before, after, a));
      const skippedSlides = example.expected.skippedSlides.map((name) =>
        followed(before.module.slides, after.module.slides, name, ' (overgeslagen dia)'),
      );
      const values =
        computed.before.length === computed.after.length
          ? (record(example.expected.computed, (ref) =>
              followed(computed.before, computed.after, ref, ' (berekende waarde)'),
            ) ?? {})
          : example.expected.computed;
      const expected = { ...example.expected, skippedSlides, computed: values };
      if (same(answers, example.answers) && same(expected, example.expected)) return example;
      const next = { ...example, answers, expected };
      changed.push(next);
      return next;
    } catch (err) {
      if (!(err instanceof Unsure)) throw err;
      problems.push({ ...at, message: `${err.message}; pas het voorbeeld zelf aan in de regelcontrole` });
      return example;
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, examples: list, changed };
}
