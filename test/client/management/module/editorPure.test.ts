// The module editor's pure parts: undo/redo of 20 edits, the field-by-field differences behind the
// 409 view and its merge, list edits, the rule checker's answers by name, the allowed rich-text links.
import fs from 'node:fs';
import path from 'node:path';
import type { ContentFile } from '../../../../src/rules/contentFile';
import { explainModule } from '../../../../src/rules/explain';
import { isAllowedLink, isEmptyRichText, richTextPreview } from '../../../../src/shared/management/richTextHtml';
import {
  HISTORY_LIMIT,
  canRedo,
  canUndo,
  recordEdit,
  redo,
  replacePresent,
  startHistory,
  undo,
} from '../../../../src/management/features/module/editor/editHistory';
import {
  differences,
  merged,
  valueAt,
  withValueAt,
} from '../../../../src/management/features/module/editor/documentDiff';
import { followMove, freeName, movedIn, removed } from '../../../../src/management/features/module/editor/listEdits';
import {
  examplesToSave,
  followUnsavedRenames,
  rebaseExamples,
  type EditorExample,
  type EditorState,
} from '../../../../src/management/features/module/editor/editorExamples';
import { buildDraft } from '../../../../src/management/features/module/editor/useBuiltModule';
import {
  engineAnswers,
  outcomeOf,
  withAnswer,
} from '../../../../src/management/features/module/checker/checkerAnswers';
import { pointerLabel } from '../../../../src/management/features/module/editor/pointerLabel';
import { blankOutcome } from '../../../fixtures/exampleOutcome';

const content = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../content/modules', file), 'utf8')) as ContentFile;

describe('edit history', () => {
  it('undoes and redoes in order, and a new edit drops what was undone', () => {
    let h = startHistory('a');
    h = recordEdit(h, 'b');
    h = recordEdit(h, 'c');
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = recordEdit(h, 'd');
    expect(h.present).toBe('d');
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe('b');
  });

  it('keeps the last 20 edits: the 21st undo is not possible', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 25; i += 1) h = recordEdit(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i += 1) h = undo(h);
    expect(h.present).toBe(5);
    expect(canUndo(h)).toBe(false);
  });

  it('joins typing in one field into one edit, and a click or another field makes a new one', () => {
    let h = startHistory('');
    h = recordEdit(h, 'H', '/module/title');
    h = recordEdit(h, 'Ha', '/module/title');
    h = recordEdit(h, 'Hal', '/module/title');
    expect(h.past).toEqual(['']);
    h = recordEdit(h, 'Hal!', '/module/start_text');
    expect(h.past).toEqual(['', 'Hal']);
    h = undo(h);
    h = recordEdit(h, 'Hallo', '/module/title');
    expect(h.past).toEqual(['', 'Hal']);
  });

  it('replacing the present (the server copy after a save) adds no undo step', () => {
    const h = replacePresent(recordEdit(startHistory('a'), 'b', 'x'), 'B');
    expect(h.present).toBe('B');
    expect(h.past).toEqual(['a']);
    expect(recordEdit(h, 'C', 'x').past).toEqual(['a', 'B']);
  });
});

describe('document differences and merge', () => {
  const mine = { module: { title: 'Mijn titel', slides: [{ text: 'A' }, { text: 'B' }] }, config: { rules: [] } };
  const theirs = {
    module: { title: 'Hun titel', slides: [{ text: 'A' }, { text: 'B2' }] },
    config: { rules: [{ when: 'x' }] },
  };

  it('lists each differing field by pointer; a list of another length is one difference', () => {
    expect(differences(mine, theirs)).toEqual([
      { pointer: '/module/title', mine: 'Mijn titel', theirs: 'Hun titel' },
      { pointer: '/module/slides/1/text', mine: 'B', theirs: 'B2' },
      { pointer: '/config/rules', mine: [], theirs: [{ when: 'x' }] },
    ]);
    expect(differences(mine, structuredClone(mine))).toEqual([]);
  });

  it('merges: theirs, with mine where I keep mine', () => {
    const result = merged(theirs, mine, ['/module/title']);
    expect(result.module.title).toBe('Mijn titel');
    expect(result.module.slides[1].text).toBe('B2');
    expect(theirs.module.title).toBe('Hun titel');
  });

  it('reads and writes by pointer without changing the original', () => {
    expect(valueAt(mine, '/module/slides/0/text')).toBe('A');
    expect(valueAt(mine, '/module/nothing/here')).toBeUndefined();
    const next = withValueAt(mine, '/module/slides/0/text', 'Z');
    expect(next.module.slides[0].text).toBe('Z');
    expect(mine.module.slides[0].text).toBe('A');
    expect(next.module.slides[1]).toBe(mine.module.slides[1]);
    expect(withValueAt({ a: 1, b: 2 }, '/a', undefined)).toEqual({ b: 2 });
  });
});

describe('example answer sets in the edit history', () => {
  const example = (id: number, slide: string, at = '2026-11-26T10:00:00Z'): EditorExample => ({
    id,
    moduleId: 3,
    name: `voorbeeld ${id}`,
    meta: { age: null, gender: null },
    answers: [{ slide }],
    expected: blankOutcome(),
    saved: { at, by: null },
  });
  const doc = {} as ContentFile;

  it('a save sends only the examples a rename changed', () => {
    const server = [example(1, 'oud'), example(2, 'ander')];
    expect(examplesToSave(server, server)).toEqual([]);
    expect(examplesToSave(server, [example(1, 'nieuw'), server[1]])).toEqual([
      { id: 1, answers: [{ slide: 'nieuw' }], expected: server[0].expected, savedAt: server[0].saved.at },
    ]);
  });

  it("follows a colleague's newer example through the renames made since the last save, and only those", () => {
    const base = content('03-slaap.json');
    const [first, second] = base.module.slides.map((s) => s.name);
    const renamed = (file: ContentFile, index: number, name: string): ContentFile => ({
      ...file,
      module: { ...file.module, slides: file.module.slides.map((s, i) => (i === index ? { ...s, name } : s)) },
    });
    const texted: ContentFile = {
      ...base,
      module: {
        ...base.module,
        slides: [{ ...base.module.slides[0], text: 'Anders' }, ...base.module.slides.slice(1)],
      },
    };
    const once = renamed(texted, 0, 'eerste');
    const twice = renamed(once, 0, 'allereerste');
    // A rename already saved (the state before `base`) must not be followed again.
    let history = startHistory<EditorState>({ document: renamed(base, 1, 'oud'), examples: [] });
    history = recordEdit(history, { document: base, examples: [], renamedFrom: renamed(base, 1, 'oud') });
    history = recordEdit(history, { document: texted, examples: [] });
    history = recordEdit(history, { document: once, examples: [], renamedFrom: texted });
    history = recordEdit(history, { document: twice, examples: [], renamedFrom: once });
    const theirs = { ...example(1, first, '2026-11-27T11:00:00Z'), answers: [{ slide: first }, { slide: second }] };
    const followed = followUnsavedRenames(history, base, theirs);
    expect(followed?.answers).toEqual([{ slide: 'allereerste' }, { slide: second }]);
    expect(followed?.saved).toEqual(theirs.saved);
    // Undone past the save, or fallen off the history: nothing is followed.
    expect(followUnsavedRenames(history, content('03-slaap.json'), theirs)).toBeNull();
  });

  it("reading the server's examples again keeps each state's rename, and takes a replaced or new one as it is", () => {
    const before = [example(1, 'oud'), example(2, 'ander')];
    let history = startHistory({ document: doc, examples: before });
    history = recordEdit(history, { document: doc, examples: [example(1, 'nieuw'), before[1]] });
    const after = [before[0], example(2, 'vervangen', '2026-11-27T10:00:00Z'), example(3, 'erbij')];
    const rebased = rebaseExamples(history, before, after);
    expect(rebased.present.examples.map((e) => e.answers[0].slide)).toEqual(['nieuw', 'vervangen', 'erbij']);
    expect(undo(rebased).present.examples.map((e) => e.answers[0].slide)).toEqual(['oud', 'vervangen', 'erbij']);
  });
});

describe('list edits', () => {
  const file = content('03-slaap.json');
  it('moves and removes slides as the move routes do, and names new items uniquely', () => {
    const names = file.module.slides.map((s) => s.name);
    const moved = movedIn(file, '/module/slides', 0, 2);
    expect(moved.module.slides.map((s) => s.name)).toEqual([names[1], names[2], names[0], ...names.slice(3)]);
    expect(removed(file, '/module/slides', 1).module.slides.map((s) => s.name)).toEqual([names[0], ...names.slice(2)]);
    expect(freeName(['vraag_1', 'vraag_1_2'], 'vraag_1')).toBe('vraag_1_3');
    expect(freeName([], 'vraag_1')).toBe('vraag_1');
  });

  it('keeps the open slide open while slides move', () => {
    expect(followMove(2, 2, 0)).toBe(0);
    expect(followMove(2, 0, 3)).toBe(1);
    expect(followMove(2, 4, 1)).toBe(3);
    expect(followMove(2, 4, 3)).toBe(2);
    expect(followMove(null, 1, 2)).toBeNull();
  });

  it('names a pointer in words', () => {
    expect(pointerLabel(file, '/module/slides/0/text')).toBe(`Dia 1 (${file.module.slides[0].name}) › Tekst`);
    expect(pointerLabel(file, '/config/rules/1/when')).toBe('Regel 2 › Voorwaarde');
  });
});

describe('rule checker answers', () => {
  it('turns answers by name into the engine’s answers and gives the explained outcome', () => {
    const file = content('05-alcohol.json');
    const { module, config } = buildDraft(file, 5);
    const choice = module.slides.find((s) => s.type === 'single-choice' && s.sub_questions.length === 0)!;
    const option = choice.options[choice.options.length - 1];
    const answers = withAnswer([], choice.name, { slide: choice.name, options: [option.key ?? option.name] });
    const engine = engineAnswers(module, answers);
    expect(engine).toEqual([expect.objectContaining({ question: choice.id, options: [option.id], skip: false })]);
    expect(engineAnswers(module, [{ slide: 'bestaat_niet', value: 1 }])).toEqual([]);
    const explanation = explainModule(module, config, { answers: engine, meta: { age: 16, gender: 'female' } });
    const outcome = outcomeOf(explanation, module);
    expect(outcome.result).toBe(explanation.state.result);
    expect(outcome.resultTexts).toEqual(
      module.result_texts.map((r) => r.name).filter((n) => explanation.state.resultTexts.includes(n)),
    );
    expect(outcome.skippedSlides).toEqual(explanation.skippedSlides.map((s) => s.slide));
  });

  it('maps sub-question answers by key to their ids', () => {
    const { module } = buildDraft(content('03-slaap.json'), 3);
    const composite = module.slides.find((s) => s.composite && s.sub_questions.length > 0)!;
    const sub = composite.sub_questions[0];
    const [answer] = engineAnswers(module, [
      { slide: composite.name, subValues: { [sub.key ?? sub.name]: 8 }, subRanges: { [sub.key ?? sub.name]: [22, 7] } },
    ]);
    expect(answer.sub_question_values).toEqual({ [sub.id]: 8 });
    expect(answer.sub_question_ranges).toEqual({ [sub.id]: [22, 7] });
  });
});

describe('rich text', () => {
  it('allows only https, http and mailto links', () => {
    expect(isAllowedLink('https://www.ggd.nl')).toBe(true);
    expect(isAllowedLink('mailto:info@school.nl')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('data:text/html,x')).toBe(false);
    expect(isAllowedLink('/relatief')).toBe(false);
  });
  it('shows a rich text as one line of plain text in a closed item, cut at a word with an ellipsis', () => {
    expect(richTextPreview('<p>Drink <strong>niet</strong> &amp; rijd</p><ul><li>een</li></ul>', 90)).toBe(
      'Drink niet & rijd een',
    );
    expect(richTextPreview('<p>abc def ghi</p>', 8)).toBe('abc def…');
    expect(richTextPreview(null, 10)).toBe('');
  });

  it('counts an empty editor document as no text', () => {
    expect(isEmptyRichText('<p></p>')).toBe(true);
    expect(isEmptyRichText('<p> </p><p><br></p>')).toBe(true);
    expect(isEmptyRichText('<p>x</p>')).toBe(false);
  });
});
