// Whether a saved example answer set names only what a module's document has (issue 33). An example names
// slides by name and options and sub-questions by key, else text (exampleAnswers.ts), and its expected
// outcome names skipped slides and computed values. The server stores an example (saved from the rule
// checker, or rewritten by a rename) only when every such name is in the draft it is stored against, so no
// stored example names something that does not exist; a name the draft does not know is refused with the
// place in Dutch (an editor's unsaved rename, or a colleague's rename in between).
import type { ContentFile } from './contentFile';
import type { ExampleAnswerInput, ExampleOutcomeValue } from './exampleAnswers';

type Named = { key?: string; name: string };
const has = (list: readonly Named[] | undefined, ref: string): boolean =>
  (list ?? []).some((x) => x.key === ref || x.name === ref);
const RAW_INPUT = /^-\d+$/; // BMI's own inputs, named by id in an example

export interface ExampleNameProblem {
  /** JSON pointer into the example ('/answers/2/options', '/expected/computed'). */
  path: string;
  message: string;
}

/** The names `example` uses that `document` does not have; [] when it has them all. */
export function unknownExampleNames(
  document: ContentFile,
  example: { answers: readonly ExampleAnswerInput[]; expected: ExampleOutcomeValue },
): ExampleNameProblem[] {
  const problems: ExampleNameProblem[] = [];
  const slides = document.module.slides;
  example.answers.forEach((answer, i) => {
    const at = `/answers/${i}`;
    const slide = slides.find((s) => s.name === answer.slide);
    if (!slide) {
      problems.push({ path: `${at}/slide`, message: `dia "${answer.slide}" bestaat niet in het concept` });
      return;
    }
    const where = ` in dia "${slide.name}"`;
    const option = (field: string) => (ref: string) => {
      if (!has(slide.options, ref))
        problems.push({ path: `${at}/${field}`, message: `antwoord '${ref}' bestaat niet${where}` });
    };
    const sub = (field: string) => (ref: string) => {
      if (!RAW_INPUT.test(ref) && !has(slide.sub_questions, ref))
        problems.push({ path: `${at}/${field}`, message: `deelvraag '${ref}' bestaat niet${where}` });
    };
    (answer.options ?? []).forEach(option('options'));
    Object.keys(answer.texts ?? {}).forEach(option('texts'));
    Object.keys(answer.subOptions ?? {}).forEach(sub('subOptions'));
    Object.values(answer.subOptions ?? {}).forEach(option('subOptions'));
    Object.keys(answer.subRanges ?? {}).forEach(sub('subRanges'));
    Object.keys(answer.subValues ?? {}).forEach(sub('subValues'));
  });
  for (const name of example.expected.skippedSlides)
    if (!slides.some((s) => s.name === name))
      problems.push({
        path: '/expected/skippedSlides',
        message: `overgeslagen dia "${name}" bestaat niet in het concept`,
      });
  const computed = document.config.computed ?? {};
  for (const name of Object.keys(example.expected.computed))
    if (!(name in computed))
      problems.push({ path: '/expected/computed', message: `berekende waarde "${name}" bestaat niet in het concept` });
  return problems;
}
