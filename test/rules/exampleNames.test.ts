// The names an example answer set uses that a module's document lacks (issue 33): what the server refuses to
// store (example_names_unknown), so no stored example names something that does not exist.
import type { ContentFile } from '../../src/rules/contentFile';
import type { ExampleOutcomeValue } from '../../src/rules/exampleAnswers';
import { unknownExampleNames } from '../../src/rules/exampleNames';
import { contentFile } from './fixtures';

const doc = (): ContentFile => {
  const file = contentFile({ computed: { dubbel: 'q.sport * 2' } });
  const stelling = file.module.slides.find((s) => s.name === 'stelling')!;
  stelling.options = [
    { key: 'eens', name: 'Eens', value: 1 },
    { name: 'Oneens', value: 0 },
  ];
  stelling.sub_questions = [{ key: 'a', name: 'Stelling A' }, { name: 'b' }];
  return file;
};
const expected: ExampleOutcomeValue = {
  result: 'neutral',
  norms: {},
  computed: { dubbel: 2 },
  resultTexts: [],
  actions: [],
  selectedActions: [],
  skippedSlides: ['eten'],
};

describe('the names an example uses that the document lacks', () => {
  it('none when slides, options and sub-questions are named by key or text, and BMI inputs by id', () => {
    const answers = [
      { slide: 'sport', options: ['Nooit'] },
      { slide: 'eten', options: ['Anders'], texts: { Anders: 'pasta' } },
      { slide: 'stelling', subOptions: { a: 'eens', b: 'Oneens', 'Stelling A': 'Eens' } },
      { slide: 'stelling', subValues: { '-1': 170 } },
    ];
    expect(unknownExampleNames(doc(), { answers, expected })).toEqual([]);
  });

  it('each unknown name with where it is in the example', () => {
    const answers = [
      { slide: 'weg', options: ['x'] },
      { slide: 'sport', options: ['Altijd'], texts: { Nooit: 'x', Nergens: 'y' } },
      { slide: 'stelling', subOptions: { c: 'eens', a: 'misschien' }, subRanges: { d: [1, 2] }, subValues: { e: 1 } },
    ];
    const outcome = { ...expected, skippedSlides: ['eten', 'oud'], computed: { dubbel: 2, drie: 3 } };
    expect(unknownExampleNames(doc(), { answers, expected: outcome })).toEqual([
      { path: '/answers/0/slide', message: 'dia "weg" bestaat niet in het concept' },
      { path: '/answers/1/options', message: 'antwoord \'Altijd\' bestaat niet in dia "sport"' },
      { path: '/answers/1/texts', message: 'antwoord \'Nergens\' bestaat niet in dia "sport"' },
      { path: '/answers/2/subOptions', message: 'deelvraag \'c\' bestaat niet in dia "stelling"' },
      { path: '/answers/2/subOptions', message: 'antwoord \'misschien\' bestaat niet in dia "stelling"' },
      { path: '/answers/2/subRanges', message: 'deelvraag \'d\' bestaat niet in dia "stelling"' },
      { path: '/answers/2/subValues', message: 'deelvraag \'e\' bestaat niet in dia "stelling"' },
      { path: '/expected/skippedSlides', message: 'overgeslagen dia "oud" bestaat niet in het concept' },
      { path: '/expected/computed', message: 'berekende waarde "drie" bestaat niet in het concept' },
    ]);
  });
});
