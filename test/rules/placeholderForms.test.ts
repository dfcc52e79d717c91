// Which placeholder forms are filled and how, and what the checker says about each form it refuses.
import { fillPlaceholders, placeholderProblems } from '../../src/rules/placeholders';
import type { NormRating } from '../../src/rules/types';

const label = (r: NormRating | null): string => (r ? `[${r}]` : '[geen]');
const values = {
  computedResult: { a: 2.5, b_2: 10, oneindig: Number.POSITIVE_INFINITY, nan: Number.NaN },
  normResult: [{ name: 'n', title: 'N', value: 3, result: 'bad' as const }],
};
const fill = (html: string) => fillPlaceholders(html, values, label);

describe('fillPlaceholders', () => {
  it('fills names with digits and underscores, with spaces inside the braces', () => {
    expect(fill('{{b_2}}|{{  a  }}|{{a:uren}}|{{ norm.n }}|{{norm.n.oordeel }}')).toBe('10|2,5|2:30|3|[bad]');
  });

  it("shows '–' for an unknown name, a value that is no finite number, and an oordeel that is not a norm's", () => {
    expect(fill('{{x}} {{oneindig}} {{nan}} {{a.oordeel}} {{norm.x}} {{norm.x.oordeel}}')).toBe('– – – – – –');
  });

  it('leaves what is no placeholder as it is', () => {
    expect(fill('{{1a}} {{a:minuten}} {a} {{norm.n.rating}} {{}}')).toBe(
      '{{1a}} {{a:minuten}} {a} {{norm.n.rating}} {{}}',
    );
  });

  it('escapes every html character a filled-in text could carry', () => {
    expect(fillPlaceholders('{{norm.n.oordeel}}', values, () => `<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });
});

describe('placeholderProblems', () => {
  const problems = (html: string) => placeholderProblems(html, ['a', 'b_2'], ['n']);

  it('accepts every documented form naming what exists', () => {
    expect(problems('{{a}} {{ b_2 }} {{a:uren}} {{norm.n}} {{norm.n.oordeel}} {gewoon} tekst')).toEqual([]);
  });

  it('refuses unknown names, an oordeel of a computed value, and forms it does not know, one message each', () => {
    expect(problems('{{c}} {{norm.m}} {{a.oordeel}} {{a:minuten}} {{ }} {{norm.n.oordeel.x}}')).toEqual([
      "{{c}}: geen berekende waarde (computed) met de naam 'c'",
      "{{norm.m}}: geen norm met de naam 'm'",
      '{{a.oordeel}}: alleen een norm heeft een oordeel (schrijf {{norm.a.oordeel}})',
      '{{a:minuten}}: geen geldige plaatshouder (schrijf {{naam}}, {{naam:uren}}, {{norm.naam}} of {{norm.naam.oordeel}})',
      '{{ }}: geen geldige plaatshouder (schrijf {{naam}}, {{naam:uren}}, {{norm.naam}} of {{norm.naam.oordeel}})',
      '{{norm.n.oordeel.x}}: geen geldige plaatshouder (schrijf {{naam}}, {{naam:uren}}, {{norm.naam}} of {{norm.naam.oordeel}})',
    ]);
  });

  it('checks a norm name against the norms and a computed name against the computed values', () => {
    expect(placeholderProblems('{{n}} {{norm.a}}', ['a'], ['n'])).toEqual([
      "{{n}}: geen berekende waarde (computed) met de naam 'n'",
      "{{norm.a}}: geen norm met de naam 'a'",
    ]);
  });
});
