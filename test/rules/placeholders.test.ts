// Issue 23: a result text could not show a computed value ("je score is 7 van 9"). Placeholders are filled
// by one function for the screen and the PDF: nl-NL numbers, h:mm for hours, the norm's rating in words,
// everything html-escaped; the checker refuses a placeholder that names nothing.
import { checkContentFile } from '../../src/rules/checkContent';
import { formatProblem } from '../../src/rules/contentProblem';
import { fillPlaceholders } from '../../src/rules/placeholders';
import type { NormRating } from '../../src/rules/types';

const labels: Record<NormRating, string> = { good: 'Goed', warning: 'Let op', bad: 'Onvoldoende', neutral: 'Neutraal' };
const label = (r: NormRating | null): string => (r ? labels[r] : 'Onbekend');
const values = {
  computedResult: { score: 7, gemiddeld: 6.25, slaapuren: 7.75, leeg: null },
  normResult: [
    { name: 'slaap', title: 'Slaap', value: 8.5, result: 'good' as const, unit: 'hours' as const },
    { name: 'sprint', title: 'Sprint', value: 16.5, result: null },
  ],
};

describe('fillPlaceholders', () => {
  it('renders a computed value as an nl-NL number, or as h:mm with :uren', () => {
    expect(fillPlaceholders('<p>je score is {{score}} van 9, gemiddeld {{ gemiddeld }}</p>', values, label)).toBe(
      '<p>je score is 7 van 9, gemiddeld 6,3</p>',
    );
    expect(fillPlaceholders('<p>{{slaapuren:uren}} per nacht</p>', values, label)).toBe('<p>7:45 per nacht</p>');
    expect(fillPlaceholders('<p>{{leeg}}</p>', values, label)).toBe('<p>–</p>');
  });

  it("renders a norm's value (h:mm for an hours norm) and its rating in words", () => {
    expect(fillPlaceholders('{{norm.slaap}} is {{norm.slaap.oordeel}}', values, label)).toBe('8:30 is Goed');
    expect(fillPlaceholders('{{norm.sprint}} is {{norm.sprint.oordeel}}', values, label)).toBe('16,5 is Onbekend');
  });

  it('escapes what it fills in', () => {
    const sneaky = (): string => '<img src=x onerror=alert(1)>';
    expect(fillPlaceholders('{{norm.slaap.oordeel}}', values, sneaky)).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the checker and placeholders', () => {
  const file = (text: string) => ({
    topic: { name: 'Roken', category: 'Roken', status: 'optional', icon: null, image: null, contactData: null },
    module: {
      name: 'roken_vapen',
      title: 'Roken en vapen',
      start_text: '',
      slides: [{ name: 'dagen', text: 'Dagen', type: 'range-value', subtype: 'integer', min_value: 0, max_value: 7 }],
      result_texts: [{ name: 'score', title: 'Je score', text }],
    },
    config: {
      computed: { score: 'q.dagen' },
      norm: { dagen: [{ title: 'Dagen' }, { value: 'q.dagen', start: 0, end: 7, rating: 'good' }] },
      rules: [{ when: 'true', show_texts: ['score'] }],
    },
  });
  const lines = (text: string) => checkContentFile(file(text)).problems.map((p) => formatProblem('09-roken.json', p));

  it('accepts placeholders that name a computed value or a norm', () => {
    expect(lines('<p>{{score}} van 9, {{norm.dagen}} ({{norm.dagen.oordeel}})</p>')).toEqual([]);
  });

  it('refuses a placeholder naming an unknown computed value or norm, or written wrongly, in one line each', () => {
    expect(lines('<p>{{scroe}} {{norm.dagn}} {{norm.dagen.rating}}</p>')).toEqual([
      '09-roken.json: resultaattekst 1 "score" · text: {{scroe}}: geen berekende waarde (computed) met de naam \'scroe\'',
      '09-roken.json: resultaattekst 1 "score" · text: {{norm.dagn}}: geen norm met de naam \'dagn\'',
      '09-roken.json: resultaattekst 1 "score" · text: {{norm.dagen.rating}}: geen geldige plaatshouder (schrijf {{naam}}, {{naam:uren}}, {{norm.naam}} of {{norm.naam.oordeel}})',
    ]);
  });
});
