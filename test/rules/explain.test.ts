// explainModule: the rule checker's "which rule made it so", beside exactly the state the engine gives.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { processModule } from '../../src/rules/engine';
import { explainModule } from '../../src/rules/explain';
import { answer, build, noMeta, optionId, slideId } from './fixtures';
import { answerSets } from './shippedAnswers';

const CONTENT = join(__dirname, '..', '..', 'content', 'modules');
const files = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('explainModule on the shipped modules', () => {
  it.each(files)('%s: its state is the engine state, and every outcome names a rule that made it', (name) => {
    const file = JSON.parse(readFileSync(join(CONTENT, name), 'utf8')) as ContentFile;
    const { module, config } = buildModule(file, 3, () => null);
    for (const test of answerSets(module, 40, 101)) {
      const explained = explainModule(module, config, test);
      expect(explained.state).toEqual(processModule(module, config, test));
      const { state } = explained;
      // Each shown text, action and skipped slide has at least one rule (or a skip to the end) behind it.
      for (const t of explained.resultTexts) expect(t.shownBy.length).toBeGreaterThan(0);
      for (const a of explained.actions) expect(a.offeredBy.length).toBeGreaterThan(0);
      for (const a of explained.selectedActions) expect(a.selectedBy.length).toBeGreaterThan(0);
      for (const s of explained.skippedSlides) expect(s.reasons.length).toBeGreaterThan(0);
      expect(explained.skippedSlides.map((s) => s.slide)).toEqual(expect.arrayContaining(state.skipSlides));
      // A rating comes from the row named, and that row rates the value shown.
      for (const n of explained.norms) {
        if (n.rating === null) expect(n.row).toBeNull();
        else {
          expect(n.row?.rule.rating).toBe(n.rating);
          expect(config.norm[n.name][n.row?.index ?? -1]).toBe(n.row?.rule);
          expect(n.value).not.toBeNull();
          expect(n.row?.rule.start).toBeLessThanOrEqual(n.value ?? NaN);
          expect(n.row?.rule.end).toBeGreaterThanOrEqual(n.value ?? NaN);
        }
      }
      expect(explained.result.value).toBe(state.result);
      if (explained.result.rule) expect(config.result[explained.result.rule.index].value).toBe(state.result);
      else expect(state.result).toBe('neutral');
      expect(explained.computed.map((c) => [c.name, c.value])).toEqual(Object.entries(state.computedResult));
    }
  });
});

const actions = [
  { name: 'sporten', title: 'Meer sporten' },
  { name: 'slapen', title: 'Eerder slapen' },
];

describe('explainModule says which rule made each outcome', () => {
  const { module, config } = build({
    actions,
    computed: { uren_x2: 'q.uren * 2', plus: 'computed.uren_x2 + 1' },
    norm: {
      uren: [
        { title: 'Uren' },
        { value: 'computed.uren_x2', start: 0, end: 3, rating: 'bad' },
        { value: 'computed.uren_x2', start: 4, end: 20, rating: 'good' },
      ],
      leeg: [{ value: 'q.oor', start: 0, end: 1, rating: 'good' }],
    },
    rules: [
      { when: 'q.sport == 0', skip_slides: ['eten'], show_texts: ['slecht'], actions: ['sporten'] },
      { when: 'q.sport == 0', skip_to_end_from: 'oor', show_texts: ['goed'], skip_texts: ['goed'] },
      { when: 'q.sport >= 0', skip_slides: ['eten'], select_actions: ['sporten'], skip_to_end_from: 'intro' },
      { when: 'q.sport == 2', show_texts: ['matig'] },
    ],
    result: [
      { when: 'norm.uren == "good"', value: 'good' },
      { when: 'norm.uren == "bad"', value: 'bad' },
    ],
  });

  const sportNooit = answer(slideId(1), { options: [optionId(1, 0)] });
  const uren = (value: number) => answer(slideId(3), { value });

  it('names the rules that skip a slide, and the rule that skips to the end', () => {
    const e = explainModule(module, config, { answers: [sportNooit, uren(1)], meta: noMeta });
    expect(e.rules.map((r) => r.fired)).toEqual([true, true, true, false]);
    expect(e.state.skipToEndFrom).toBe('oor');
    const skipped = Object.fromEntries(e.skippedSlides.map((s) => [s.slide, s.reasons]));
    expect(skipped.eten).toEqual([
      { kind: 'skip_slides', rule: { index: 0, path: '/config/rules/0', when: 'q.sport == 0' } },
      { kind: 'skip_slides', rule: { index: 2, path: '/config/rules/2', when: 'q.sport >= 0' } },
    ]);
    // The first true rule with skip_to_end_from wins (rule 1, from 'oor'), not rule 2's 'intro'.
    expect(skipped.slaap).toEqual([
      { kind: 'skip_to_end', rule: { index: 1, path: '/config/rules/1', when: 'q.sport == 0' }, from: 'oor' },
    ]);
    expect(Object.keys(skipped)).toEqual(['eten', 'slaap', 'stelling', 'slot']);
    expect(e.ignoredAnswers).toEqual([]);
  });

  it('names the shown, hidden, offered and selected texts and actions', () => {
    const e = explainModule(module, config, { answers: [sportNooit], meta: noMeta });
    expect(e.resultTexts).toEqual([{ text: 'slecht', shownBy: [expect.objectContaining({ index: 0 })] }]);
    expect(e.hiddenTexts).toEqual([
      {
        text: 'goed',
        hiddenBy: [expect.objectContaining({ index: 1 })],
        shownBy: [expect.objectContaining({ index: 1 })],
      },
    ]);
    expect(e.actions).toEqual([{ action: 'sporten', offeredBy: [expect.objectContaining({ index: 0 })] }]);
    expect(e.selectedActions).toEqual([{ action: 'sporten', selectedBy: [expect.objectContaining({ index: 2 })] }]);
  });

  it('gives each computed value with its expression and each norm with the row that rated it', () => {
    const e = explainModule(module, config, { answers: [uren(5)], meta: { age: 16, gender: 'female' } });
    expect(e.computed).toEqual([
      { name: 'uren_x2', path: '/config/computed/uren_x2', expression: 'q.uren * 2', value: 10 },
      { name: 'plus', path: '/config/computed/plus', expression: 'computed.uren_x2 + 1', value: 11 },
    ]);
    expect(e.norms[0]).toEqual({
      name: 'uren',
      expression: 'computed.uren_x2',
      value: 10,
      rating: 'good',
      row: { index: 2, path: '/config/norm/uren/2', rule: config.norm.uren[2] },
    });
    // Unanswered: no value, no row.
    expect(e.norms[1]).toEqual({ name: 'leeg', expression: 'q.oor', value: null, rating: null, row: null });
    expect(e.result).toEqual({
      value: 'good',
      rule: { index: 0, path: '/config/result/0', when: 'norm.uren == "good"' },
    });
    expect(e.meta).toEqual({ age: 16, ageKnown: true, gender: 'female' });
  });

  it("says 'neutral' came from no rule, and what the expressions assumed for unknown meta", () => {
    const e = explainModule(module, config, { answers: [], meta: noMeta });
    expect(e.result).toEqual({ value: 'neutral', rule: null });
    expect(e.meta).toEqual({ age: 18, ageKnown: false, gender: null });
    expect(e.rules.every((r) => !r.fired)).toBe(true);
  });

  it('names the answers left out because their slide is skipped, and explains the second pass', () => {
    const { module: m, config: c } = build({
      rules: [
        { when: 'q.sport == 0', skip_slides: ['uren'] },
        { when: 'q.uren == 5', show_texts: ['goed'] },
      ],
    });
    const e = explainModule(m, c, { answers: [sportNooit, uren(5)], meta: noMeta });
    expect(e.ignoredAnswers).toEqual(['uren']);
    // Without the skipped answer rule 2 is false: the explanation is of the state the student gets.
    expect(e.rules.map((r) => r.fired)).toEqual([true, false]);
    expect(e.resultTexts).toEqual([]);
    expect(e.state).toEqual(processModule(m, c, { answers: [sportNooit, uren(5)], meta: noMeta }));
  });
});
