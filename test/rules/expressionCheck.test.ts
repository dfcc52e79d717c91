// The editor's check as you type: Dutch messages, the position the parser gives, and the scope of each point.
import { checkExpressionAt } from '../../src/rules/expressionCheck';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import type { ExpressionPoint } from '../../src/rules/scopeNames';
import { build } from './fixtures';

const { module, config } = build({
  computed: { a: 'q.uren * 2', b: 'computed.a + 1' },
  norm: { uren: [{ value: 'computed.a', start: 0, end: 100, rating: 'good' }] },
});
const rule = { kind: 'rule' } as const;
const check = (expression: string, point: Parameters<typeof checkExpressionAt>[2] = rule) =>
  checkExpressionAt(module, config, point, expression);

describe('checkExpressionAt', () => {
  it('finds nothing wrong in an expression that only reads names in scope', () => {
    expect(check('q.sport >= 1 && 2 in q.eten && q.slaap.school > 8 && norm.uren == "good" && count_bad < 2')).toEqual(
      [],
    );
    expect(check('computed.a > 2 && age >= 16 && female', { kind: 'computed', name: 'b' })).toEqual([]);
  });

  it('asks for an expression when the field is empty', () => {
    expect(check('  ')).toEqual([{ message: 'vul een expressie in', start: 0, end: 0, severity: 'error' }]);
  });

  it('names the unexpected token and where it stands', () => {
    expect(check('q.sport == == 1')).toEqual([
      { message: "'==' verwacht je hier niet (teken 12)", start: 11, end: 13, severity: 'error' },
    ]);
    expect(check('  q.sport == == 1')[0]).toMatchObject({ start: 13, end: 15 });
  });

  it('says an expression is not finished, at its end or before the bracket that closes too early', () => {
    expect(check('q.sport +')).toEqual([
      { message: 'de expressie is niet af: er ontbreekt iets aan het eind', start: 9, end: 9, severity: 'error' },
    ]);
    expect(check('(1 + ) * 2')).toEqual([
      { message: "er ontbreekt iets vóór ')' (teken 6)", start: 5, end: 6, severity: 'error' },
    ]);
  });

  it('names an invalid character, and unbalanced brackets jexl itself lets pass', () => {
    expect(check('q.sport # 1')).toEqual([
      { message: "'#' is geen geldig teken of woord hier", start: 8, end: 9, severity: 'error' },
    ]);
    expect(check('(q.sport + 1')).toEqual([
      { message: "'(' wordt niet gesloten (teken 1)", start: 0, end: 1, severity: 'error' },
    ]);
    expect(check('q.sport + 1)')[0]).toMatchObject({ start: 11, end: 12 });
  });

  it('names an unknown function with the one meant', () => {
    expect(check('rond(q.uren) > 1')).toEqual([
      { message: "onbekende functie 'rond'; bedoel je 'round'?", start: 0, end: 4, severity: 'error' },
    ]);
  });

  it('refuses unknown questions and sub-question keys with a suggestion, at their place', () => {
    expect(check('q.sprot == 1')).toEqual([
      { message: "`q.sprot` — geen vraag met die naam; bedoel je 'sport'?", start: 0, end: 7, severity: 'error' },
    ]);
    expect(check("1 + q.slaap['scool']")[0]).toMatchObject({ start: 4, end: 20, severity: 'error' });
  });

  it('refuses a computed value that is defined later or not at all, and a norm before norms are rated', () => {
    expect(check('computed.b > 1', { kind: 'computed', name: 'a' })).toEqual([
      {
        message: 'computed.b wordt pas later berekend; een berekende waarde ziet alleen de waarden erboven',
        start: 0,
        end: 10,
        severity: 'error',
      },
    ]);
    expect(check('computed.aa > 1')[0]).toMatchObject({
      message: "geen berekende waarde (computed) met de naam 'aa'; bedoel je 'a'?",
    });
    expect(check('norm.uren == "bad"', { kind: 'norm' })[0]).toMatchObject({
      message: 'norm.uren: normen zijn hier nog niet beoordeeld (alleen in regels en resultaat)',
      start: 0,
      end: 9,
    });
    expect(check('1 + norm.urn', { kind: 'result' })[0]).toMatchObject({
      message: "geen norm met de naam 'urn'; bedoel je 'uren'?",
      start: 4,
      end: 12,
    });
  });

  it('warns about a name outside the scope, which always reads empty', () => {
    expect(check('agee > 16')).toEqual([
      { message: "onbekende naam 'agee'; bedoel je 'age'?; die is altijd leeg", start: 0, end: 4, severity: 'warning' },
    ]);
    expect(check('count_bad > 1', { kind: 'norm' })).toEqual([
      {
        message: 'count_bad telt normen en bestaat alleen in regels en resultaat',
        start: 0,
        end: 9,
        severity: 'warning',
      },
    ]);
    // Text in quotes is no name.
    expect(check('gender == "agee"')).toEqual([]);
  });
});

describe('checkExpressionAt agrees with the content check on the shipped modules', () => {
  const dir = join(__dirname, '..', '..', 'content', 'modules');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  it.each(files)('%s: no expression at its own point has an error or a warning', (name) => {
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ContentFile;
    const { module: m, config: c } = buildModule(file, 1, () => null);
    const found: unknown[] = [];
    const at = (point: ExpressionPoint, expression: string) =>
      checkExpressionAt(m, c, point, expression).forEach((p) => found.push({ expression, ...p }));
    for (const [n, e] of Object.entries(c.computed)) at({ kind: 'computed', name: n }, e);
    for (const entries of Object.values(c.norm))
      for (const e of entries) if ('value' in e) at({ kind: 'norm' }, e.value);
    for (const r of c.rules) at({ kind: 'rule' }, r.when);
    for (const r of c.result) at({ kind: 'result' }, r.when);
    expect(found).toEqual([]);
  });
});
