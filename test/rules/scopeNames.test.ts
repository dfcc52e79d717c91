// Autocompletion: which names an expression may use at each point of a module.
import { completeAt, namesInScope } from '../../src/rules/scopeNames';
import { build } from './fixtures';

const { module, config } = build({
  computed: { a: 'q.uren * 2', b: 'computed.a + 1' },
  norm: { uren: [{ title: 'Uren per week' }, { value: 'computed.a', start: 0, end: 100, rating: 'good' }] },
});
const names = (point: Parameters<typeof namesInScope>[2]) => namesInScope(module, config, point).map((n) => n.name);

describe('namesInScope', () => {
  it('gives rules every name: meta, questions with sub-questions, skipped, computed, norms, counts, functions', () => {
    expect(names({ kind: 'rule' })).toEqual([
      'age',
      'gender',
      'male',
      'female',
      'q.sport',
      'q.eten',
      'q.uren',
      'skipped.uren',
      'q.bmi',
      'q.oor',
      'q.slaap',
      'q.slaap.school',
      'q.slaap.weekend',
      'q.stelling',
      'q.stelling.a',
      'q.stelling.b',
      'q.stelling.c',
      'computed.a',
      'computed.b',
      'norm.uren',
      'count_bad',
      'count_warning',
      'count_neutral',
      'count_good',
      'min',
      'max',
      'sum',
      'count',
      'round',
      'abs',
    ]);
    expect(names({ kind: 'result' })).toEqual(names({ kind: 'rule' }));
  });

  it('gives a computed value only the computed values above it, and norm rows every computed value but no norms', () => {
    expect(names({ kind: 'computed', name: 'a' }).filter((n) => /^(computed|norm|count_)/.test(n))).toEqual([]);
    expect(names({ kind: 'computed', name: 'b' }).filter((n) => /^(computed|norm|count_)/.test(n))).toEqual([
      'computed.a',
    ]);
    expect(names({ kind: 'computed', name: 'nieuw' }).filter((n) => n.startsWith('computed'))).toEqual([
      'computed.a',
      'computed.b',
    ]);
    expect(names({ kind: 'norm' }).filter((n) => /^(computed|norm|count_)/.test(n))).toEqual([
      'computed.a',
      'computed.b',
    ]);
  });

  it('explains each name in Dutch: the question with its option values, the norm title, the expression', () => {
    const byName = Object.fromEntries(namesInScope(module, config, { kind: 'rule' }).map((n) => [n.name, n]));
    expect(byName['q.sport']).toEqual({
      name: 'q.sport',
      kind: 'question',
      detail: 'Hoe vaak sport je? (één keuze: Nooit = 0, Soms = 1, Vaak = 2)',
    });
    expect(byName['q.eten'].detail).toBe(
      'Wat eet je? (lijst van gekozen waarden: Fruit = 1, Groente = 2, Anders = 3, Niets = 0)',
    );
    expect(byName['q.slaap.school']).toEqual({ name: 'q.slaap.school', kind: 'sub_question', detail: 'school' });
    expect(byName['q.bmi'].detail).toBe('BMI (BMI, één decimaal; null buiten 10–50)');
    expect(byName['q.oor'].detail).toBe('Oorcheck (0 = onvoldoende, 1 = goed)');
    expect(byName['q.slaap'].detail).toBe('Wanneer slaap je? (uren van begin tot eind)');
    expect(byName['q.uren'].detail).toBe('Hoeveel uur? (getal)');
    expect(byName['computed.b']).toEqual({ name: 'computed.b', kind: 'computed', detail: 'computed.a + 1' });
    expect(byName['norm.uren'].detail).toBe("Uren per week: 'good', 'warning', 'neutral', 'bad' of null");
    expect(byName.count_good.detail).toBe('aantal normen met oordeel Goed');
  });

  it("writes a key that is no identifier with brackets (q.x['Op schooldagen'])", () => {
    const { module: m, config: c } = build();
    m.slides[6].sub_questions[0].key = undefined;
    m.slides[6].sub_questions[0].name = 'Op schooldagen';
    expect(namesInScope(m, c, { kind: 'rule' }).map((n) => n.name)).toContain("q.slaap['Op schooldagen']");
  });
});

describe('completeAt', () => {
  const point = { kind: 'rule' } as const;
  it('completes the name before the cursor and says which part it replaces', () => {
    const text = 'q.sport > 1 && q.sl';
    expect(completeAt(module, config, point, text, text.length)).toEqual({
      from: 15,
      to: 19,
      options: [
        expect.objectContaining({ name: 'q.slaap' }),
        expect.objectContaining({ name: 'q.slaap.school' }),
        expect.objectContaining({ name: 'q.slaap.weekend' }),
      ],
    });
    // In the middle of a word the rest of the word is replaced as well.
    expect(completeAt(module, config, point, 'q.spo > 1', 4)).toMatchObject({ from: 0, to: 5 });
    expect(completeAt(module, config, point, 'q.slaap.', 8).options.map((o) => o.name)).toEqual([
      'q.slaap.school',
      'q.slaap.weekend',
    ]);
    expect(completeAt(module, config, point, 'count_', 6).options.map((o) => o.name)).toEqual([
      'count_bad',
      'count_warning',
      'count_neutral',
      'count_good',
    ]);
  });

  it('offers nothing inside a string, and everything at an empty place', () => {
    expect(completeAt(module, config, point, 'gender == "ma', 13).options).toEqual([]);
    expect(completeAt(module, config, point, 'age > 1 && ', 11).options).toHaveLength(30);
  });
});
