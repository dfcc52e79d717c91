// The pure edits of a module's draft (src/shared/moduleDraft): ids that stay across edits and moves and
// never reuse a published version's, impossible places refused, and the question checks.
import fs from 'node:fs';
import path from 'node:path';
import { buildModule, type ContentFile } from '../../../src/rules/contentFile';
import type { QuestionBody } from '../../../src/shared/management/question';
import { addChild, deleteChild, moveChild, updateChild } from '../../../src/shared/moduleDraft/children';
import { type DraftContent, NONE_RESERVED } from '../../../src/shared/moduleDraft/edit';
import { freshId, moduleOfChild, moduleOfSlide, slideRange, withContentIds } from '../../../src/shared/moduleDraft/ids';
import { addInfoSlide, updateInfoSlide } from '../../../src/shared/moduleDraft/infoSlides';
import { addQuestion, updateQuestion } from '../../../src/shared/moduleDraft/questions';
import {
  addResultText,
  deleteResultText,
  moveResultText,
  updateResultText,
} from '../../../src/shared/moduleDraft/resultTexts';
import { deleteSlide, moveSlide } from '../../../src/shared/moduleDraft/slides';

const MODULE = 3;
const file = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../content/modules/03-slaap.json'), 'utf8'),
) as ContentFile;
const draft = (): DraftContent => withContentIds(MODULE, structuredClone(file.module));

function value<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.value;
}

const question = (over: Partial<QuestionBody> = {}): QuestionBody => ({
  name: 'nieuw',
  text: 'Hoe vaak?',
  more_info: null,
  info_image: null,
  type: 'single-choice',
  subtype: null,
  composite: false,
  min_value: null,
  max_value: null,
  value_label: null,
  skippable: false,
  skip_label: null,
  options: [
    { key: 'nooit', name: 'Nooit', value: 0, input: false, exclusive: false },
    { key: 'vaak', name: 'Vaak', value: 2, input: false, exclusive: false },
  ],
  ...over,
});

describe('ids in a draft', () => {
  it('gives a content file the ids buildModule gives it, and changes nothing the second time', () => {
    const built = buildModule(file, MODULE, () => null).module;
    const d = draft();
    expect(d.slides.map((s) => s.id)).toEqual(built.slides.map((s) => s.id));
    expect(d.slides.map((s) => (s.options ?? []).map((o) => o.id))).toEqual(
      built.slides.map((s) => s.options.map((o) => o.id)),
    );
    expect(d.slides.map((s) => (s.sub_questions ?? []).map((o) => o.id))).toEqual(
      built.slides.map((s) => s.sub_questions.map((o) => o.id)),
    );
    expect(d.result_texts.map((r) => r.id)).toEqual(d.result_texts.map((_, i) => MODULE * 1000 + i + 1));
    expect(withContentIds(MODULE, d)).toBe(d);
  });

  it('numbers only what has no id, after the highest one, and says which module an id belongs to', () => {
    const d = draft();
    const mixed = { ...d, slides: [{ name: 'los', text: 'x' }, ...d.slides] };
    const [first] = withContentIds(MODULE, mixed).slides;
    expect(first.id).toBe(MODULE * 1000 + d.slides.length + 1);
    expect(moduleOfSlide(3004)).toBe(3);
    expect(moduleOfChild(300451)).toBe(3);
    expect(freshId(slideRange(3), [3001, 3007], new Set([3010]))).toBe(3011);
    expect(freshId(slideRange(3), [3999], NONE_RESERVED)).toBeNull();
  });
});

describe('slides', () => {
  it('moves a slide to a place and keeps every id; an impossible place is refused', () => {
    const d = draft();
    const ids = d.slides.map((s) => s.id);
    const moved = value(moveSlide(d, ids[0]!, 2));
    expect(moved.map((s) => s.id)).toEqual([ids[1], ids[2], ids[0], ...ids.slice(3)]);
    expect(moveSlide(d, ids[0]!, ids.length)).toEqual({ ok: false, status: 400, error: 'invalid_move' });
    expect(moveSlide(d, 3999, 0)).toEqual({ ok: false, status: 404, error: 'slide_not_found' });
  });

  it('deletes a slide of the named kind only', () => {
    const d = draft();
    const info = d.slides[0]!;
    expect(deleteSlide(d, info.id!, 'question')).toMatchObject({ ok: false, status: 404, error: 'question_not_found' });
    const done = deleteSlide(d, info.id!, 'info_slide');
    expect(done.ok && done.draft.slides.map((s) => s.id)).toEqual(d.slides.slice(1).map((s) => s.id));
  });

  it('adds an info slide with a fresh id at the place asked, and changes it', () => {
    const d = draft();
    const body = { name: 'extra_uitleg', text: 'Goed om te weten', more_info: '<p>Uitleg</p>', info_image: null };
    const added = addInfoSlide(d, MODULE, body, 1, new Set([3020]));
    if (!added.ok) throw new Error(added.error);
    expect(added.value.id).toBe(3021);
    expect(added.draft.slides[1]).toMatchObject({ id: 3021, category: 'info_slide', name: 'extra_uitleg' });
    const changed = value(updateInfoSlide(added.draft, 3021, { ...body, text: 'Anders' }));
    expect(changed).toMatchObject({ id: 3021, text: 'Anders', info_texts: [] });
    expect(addInfoSlide(d, MODULE, { ...body, name: d.slides[2]!.name }, 0, NONE_RESERVED)).toMatchObject({
      error: 'slide_name_taken',
    });
    expect(addInfoSlide(d, MODULE, body, d.slides.length + 1, NONE_RESERVED)).toMatchObject({ error: 'invalid_move' });
  });
});

describe('questions', () => {
  it('adds every type, with option ids in the new slide range', () => {
    const d = draft();
    const next = MODULE * 1000 + d.slides.length + 1;
    const added = value(addQuestion(d, MODULE, question(), undefined, NONE_RESERVED));
    expect(added.id).toBe(next);
    expect(added.options!.map((o) => o.id)).toEqual([next * 100 + 1, next * 100 + 2]);
    const range = question({
      name: 'uren',
      type: 'range-value',
      subtype: 'quarter-hour',
      min_value: 0,
      max_value: 12,
      value_label: 'uur',
      skippable: true,
      skip_label: 'Weet ik niet',
      options: [],
    });
    expect(value(addQuestion(d, MODULE, range, 0, NONE_RESERVED))).toMatchObject({
      subtype: 'quarter-hour',
      skip_label: 'Weet ik niet',
      value_label: 'uur',
    });
    const composite = question({
      name: 'tijden',
      composite: true,
      sub_questions: [
        { key: 'school', name: 'Op schooldagen' },
        { key: 'weekend', name: 'In het weekend' },
      ],
    });
    const made = value(addQuestion(d, MODULE, composite, undefined, NONE_RESERVED));
    expect(made.sub_questions!.map((q) => q.id)).toEqual([next * 100 + 51, next * 100 + 52]);
    for (const type of ['bmi', 'oorcheck'] as const)
      expect(addQuestion(d, MODULE, question({ name: type, type, options: [] }), 0, NONE_RESERVED).ok).toBe(true);
  });

  it('refuses a question nobody could answer', () => {
    const d = draft();
    const refusal = (over: Partial<QuestionBody>) => {
      const r = addQuestion(d, MODULE, question(over), undefined, NONE_RESERVED);
      return r.ok ? null : r.error;
    };
    expect(refusal({ type: 'range-value', subtype: null, options: [] })).toBe('range_needs_subtype');
    expect(refusal({ type: 'range-value', subtype: 'integer', min_value: 5, max_value: 5, options: [] })).toBe(
      'range_min_above_max',
    );
    expect(refusal({ type: 'range-value', subtype: 'frac-2', min_value: 0.3, max_value: 5, options: [] })).toBe(
      'range_value_off_step',
    );
    expect(refusal({ type: 'bmi' })).toBe('options_not_allowed');
    expect(refusal({ options: [{ key: 'geen', name: 'Geen', value: 0, input: false, exclusive: true }] })).toBe(
      'exclusive_needs_multiple_choice',
    );
    expect(refusal({ sub_questions: [{ key: 'a', name: 'A' }] })).toBe('sub_questions_not_allowed');
    expect(
      refusal({
        options: [
          { key: 'a', name: 'A', value: 0, input: false, exclusive: false },
          { key: 'a', name: 'B', value: 1, input: false, exclusive: false },
        ],
      }),
    ).toBe('option_key_taken');
  });

  it('keeps the ids of the options it is given back and numbers new ones past every used id', () => {
    const d = draft();
    const target = d.slides.find((s) => s.type === 'single-choice' && !s.composite)!;
    const [first, second] = target.options!;
    const reserved = new Set([target.id! * 100 + 40]);
    const body = question({
      name: target.name,
      options: [
        { ...second!, key: second!.key ?? null, input: false, exclusive: false, value: 9 },
        { key: 'nieuw', name: 'Nieuw', value: 5, input: true, exclusive: false },
      ],
    });
    const changed = value(updateQuestion(d, target.id!, body, reserved));
    expect(changed.options!.map((o) => o.id)).toEqual([second!.id, target.id! * 100 + 41]);
    expect(changed.options![0]).toMatchObject({ value: 9, name: second!.name });
    expect(changed.options!.some((o) => o.id === first!.id)).toBe(false);
    const unknown = question({
      name: target.name,
      options: [{ id: 123, key: null, name: 'x', value: 1, input: false, exclusive: false }],
    });
    expect(updateQuestion(d, target.id!, unknown, NONE_RESERVED)).toMatchObject({ error: 'option_not_found' });
    expect(updateQuestion(d, d.slides[0]!.id!, body, NONE_RESERVED)).toMatchObject({
      status: 404,
      error: 'question_not_found',
    });
  });
});

describe('options, sub-questions and info texts', () => {
  it('adds, changes, moves and deletes an option, and refuses one on a range question', () => {
    const d = draft();
    const q = d.slides.find((s) => s.type === 'single-choice' && !s.composite)!;
    const count = q.options!.length;
    const added = addChild(
      d,
      'options',
      q.id!,
      { name: 'Anders', value: 7, input: true, exclusive: false },
      0,
      NONE_RESERVED,
    );
    if (!added.ok) throw new Error(added.error);
    expect(added.value.id).toBe(q.id! * 100 + count + 1);
    const moved = value(moveChild(added.draft, 'options', added.value.id, count));
    expect(moved.map((o) => o.id)).toEqual([...q.options!.map((o) => o.id), added.value.id]);
    expect(moveChild(added.draft, 'options', added.value.id, count + 1)).toMatchObject({ error: 'invalid_move' });
    const renamed = value(
      updateChild(added.draft, 'options', added.value.id, {
        key: 'anders',
        name: 'Iets anders',
        value: 8,
        input: true,
        exclusive: false,
      }),
    );
    expect(renamed).toEqual({
      id: added.value.id,
      key: 'anders',
      name: 'Iets anders',
      value: 8,
      input: true,
      exclusive: false,
    });
    const removed = deleteChild(added.draft, 'options', added.value.id);
    expect(removed.ok && removed.draft.slides.find((s) => s.id === q.id)!.options).toEqual(q.options);
    const range = d.slides.find((s) => s.type === 'range-value')!;
    expect(
      addChild(
        d,
        'options',
        range.id!,
        { name: 'x', value: 1, input: false, exclusive: false },
        undefined,
        NONE_RESERVED,
      ),
    ).toMatchObject({
      error: 'options_not_allowed',
    });
    expect(deleteChild(d, 'options', q.id! * 100 + 49)).toMatchObject({ status: 404, error: 'option_not_found' });
  });

  it('keeps a sub-question key stable when its text changes; only composite questions take them', () => {
    const d = draft();
    const composite = d.slides.find((s) => s.composite)!;
    const sub = composite.sub_questions![0]!;
    const changed = value(updateChild(d, 'sub_questions', sub.id!, { key: sub.key!, name: 'Doordeweeks' }));
    expect(changed).toEqual({ id: sub.id, key: sub.key, name: 'Doordeweeks' });
    const plain = d.slides.find((s) => s.type === 'single-choice' && !s.composite)!;
    expect(addChild(d, 'sub_questions', plain.id!, { key: 'a', name: 'A' }, undefined, NONE_RESERVED)).toMatchObject({
      error: 'sub_questions_not_allowed',
    });
    expect(
      addChild(d, 'sub_questions', composite.id!, { key: sub.key!, name: 'A' }, undefined, NONE_RESERVED),
    ).toMatchObject({
      error: 'sub_question_key_taken',
    });
  });

  it('adds info texts to a slide with unique titles', () => {
    const d = draft();
    const slide = d.slides[0]!;
    const one = addChild(
      d,
      'info_texts',
      slide.id!,
      { name: 'Meer weten', text: '<p>a</p>' },
      undefined,
      NONE_RESERVED,
    );
    if (!one.ok) throw new Error(one.error);
    expect(one.value.id).toBe(slide.id! * 100 + (slide.info_texts?.length ?? 0) + 1);
    expect(
      addChild(one.draft, 'info_texts', slide.id!, { name: 'Meer weten', text: '' }, undefined, NONE_RESERVED),
    ).toMatchObject({ error: 'info_text_name_taken' });
    expect(addChild(d, 'info_texts', 3999, { name: 'x', text: '' }, undefined, NONE_RESERVED)).toMatchObject({
      status: 404,
      error: 'slide_not_found',
    });
  });
});

describe('result texts', () => {
  it('adds, changes, moves and deletes with unique names', () => {
    const d = draft();
    const n = d.result_texts.length;
    const fields = { name: 'nieuw_advies', title: 'Advies', text: '<p>Slaap {{uren}}</p>', info_image: null };
    const added = addResultText(d, MODULE, fields, 0, NONE_RESERVED);
    if (!added.ok) throw new Error(added.error);
    expect(added.value.id).toBe(MODULE * 1000 + n + 1);
    expect(added.draft.result_texts[0]!.id).toBe(added.value.id);
    expect(addResultText(added.draft, MODULE, fields, 0, NONE_RESERVED)).toMatchObject({
      error: 'result_text_name_taken',
    });
    expect(value(updateResultText(added.draft, added.value.id, { ...fields, title: 'Tip' }))).toMatchObject({
      title: 'Tip',
    });
    expect(updateResultText(added.draft, added.value.id, { ...fields, name: d.result_texts[0]!.name })).toMatchObject({
      error: 'result_text_name_taken',
    });
    expect(
      value(moveResultText(added.draft, added.value.id, n))
        .map((r) => r.id)
        .at(-1),
    ).toBe(added.value.id);
    expect(moveResultText(added.draft, added.value.id, -1)).toMatchObject({ error: 'invalid_move' });
    const removed = deleteResultText(added.draft, added.value.id);
    expect(removed.ok && removed.draft.result_texts).toEqual(d.result_texts);
    expect(deleteResultText(d, 3999)).toMatchObject({ status: 404, error: 'result_text_not_found' });
  });
});
