// Issue 23: one schema for a module file. Each silent mistake an outside author met is now an error with a
// one-line message naming the file, the slide or rule and the field; the eight shipped modules pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContentFile } from '../../src/rules/checkContent';
import { formatProblem } from '../../src/rules/contentProblem';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break content files field by field
type Json = any;
const CONTENT = join(__dirname, '..', '..', 'content', 'modules');
const shipped = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.json'))
  .sort();
const read = (name: string): Json => JSON.parse(readFileSync(join(CONTENT, name), 'utf8'));
const lines = (file: unknown): string[] =>
  checkContentFile(file).problems.map((p) => formatProblem('09-roken.json', p));

/** A small valid module to break one thing at a time. */
function sample(): Json {
  return {
    topic: { name: 'Roken', category: 'Roken', status: 'optional', icon: null, image: null, contactData: null },
    module: {
      name: 'roken_vapen',
      title: 'Roken en vapen',
      start_text: '<p>Start</p>',
      slides: [
        { name: 'intro', text: 'Welkom' },
        {
          name: 'vrienden',
          text: 'Hoeveel van je vrienden roken of vapen?',
          type: 'single-choice',
          options: [
            { name: 'Niemand', value: 0 },
            { name: 'Een paar', value: 1 },
          ],
        },
        {
          name: 'dagen',
          text: 'Op hoeveel dagen?',
          type: 'range-value',
          subtype: 'integer',
          min_value: 0,
          max_value: 7,
        },
        { name: 'score', text: 'Score', type: 'range-value', subtype: 'none', min_value: 0, max_value: 30 },
      ],
      result_texts: [{ name: 'goed', title: 'Goed', text: '<p>Goed</p>' }],
    },
    config: {
      norm: {
        afhankelijkheid: [
          { title: 'Afhankelijkheid' },
          { value: 'q.score', start: 0, end: 4, rating: 'good' },
          { value: 'q.score', start: 4.01, end: 30, rating: 'bad' },
        ],
      },
      rules: [{ when: 'q.vrienden > 0', show_texts: ['goed'] }],
    },
  };
}

describe('checkContentFile', () => {
  it.each(shipped)('accepts the shipped module %s', (name) => {
    const result = checkContentFile(read(name));
    expect(result.problems.map((p) => formatProblem(name, p))).toEqual([]);
    expect(result.built).not.toBeNull();
  });

  it('accepts the sample', () => {
    expect(lines(sample())).toEqual([]);
  });

  it('refuses an unknown field, naming slide and field', () => {
    const file = sample();
    file.module.slides[1].skipable = true;
    expect(lines(file)).toEqual(['09-roken.json: dia 2 "vrienden" · skipable: onbekend veld']);
  });

  it('refuses an option without a value', () => {
    const file = sample();
    delete file.module.slides[1].options[1].value;
    expect(lines(file)).toEqual(['09-roken.json: dia 2 "vrienden" · options[1].value: ontbreekt']);
  });

  it('refuses a gap between norm ranges (4.5 in a 1–4 / 5–30 norm) and names the value', () => {
    const file = sample();
    file.config.norm.afhankelijkheid[1].start = 1;
    file.config.norm.afhankelijkheid[2].start = 5;
    expect(lines(file)).toEqual([
      '09-roken.json: norm "afhankelijkheid"[2] · start: gat tussen 4 en 5: de waarde 4,01 krijgt geen beoordeling bij man, 15 jaar (stap 0,01)',
    ]);
  });

  it('accepts 0–3 / 4–10 over whole numbers, but not over decimals', () => {
    const file = sample();
    file.config.norm.afhankelijkheid = [
      { value: 'q.dagen', start: 0, end: 3, rating: 'bad' },
      { value: 'q.dagen', start: 4, end: 7, rating: 'good' },
    ];
    expect(lines(file)).toEqual([]);
    file.config.norm.afhankelijkheid.forEach((r: { value: string }) => (r.value = 'q.dagen / 2'));
    expect(lines(file)).toHaveLength(1);
  });

  it('refuses overlapping ranges of one category', () => {
    const file = sample();
    file.config.norm.afhankelijkheid[2].start = 3;
    expect(lines(file)).toEqual([
      '09-roken.json: norm "afhankelijkheid"[2] · start/end: 3–30 overlapt met regel [1] (0–4) bij man, 15 jaar: alleen de eerste telt',
    ]);
  });

  it('refuses decimals in an integer input', () => {
    const file = sample();
    file.module.slides[2].max_value = 7.5;
    expect(lines(file)).toEqual([
      '09-roken.json: dia 3 "dagen" · max_value: 7.5 past niet bij subtype \'integer\' (stappen van 1)',
    ]);
  });

  it('refuses a min_age below the lowest choosable age', () => {
    const file = sample();
    file.config.norm.afhankelijkheid[1].min_age = 12;
    file.config.norm.afhankelijkheid[2].min_age = 12;
    expect(lines(file)[0]).toBe(
      '09-roken.json: norm "afhankelijkheid"[1] · min_age: leeftijd 12 kan niet gekozen worden (kiesbaar: 15 t/m 23, 23 = \'23 jaar of ouder\')',
    );
  });

  it('keeps every message on one line', () => {
    const file = sample();
    file.module.slides[1].options[0].value = 'nul';
    file.topic.status = 'aan';
    file.config.rules[0].wen = 'x';
    const out = lines(file);
    expect(out).toEqual([
      "09-roken.json: topic · status: moet een van 'disabled', 'optional', 'mandatory' zijn",
      '09-roken.json: dia 2 "vrienden" · options[0].value: moet een getal zijn: dat ziet een regel als q.<dia>',
      '09-roken.json: regel 1 · wen: onbekend veld',
    ]);
  });
});

describe('rule references (issue 23)', () => {
  function composite(): Json {
    const file = sample();
    file.module.slides.push({
      name: 'afhankelijkheid',
      text: 'Hoe sterk herken je dit?',
      type: 'single-choice',
      options: [
        { name: 'Nee', value: 0 },
        { name: 'Ja', value: 1 },
      ],
      sub_questions: [
        { key: 'sterke_trek', name: 'Sterke trek in een sigaret of vape' },
        { key: 'eerste_uur', name: 'Roken binnen een uur na het opstaan' },
      ],
    });
    return file;
  }

  it('accepts sub-question keys in dot and bracket form', () => {
    const file = composite();
    file.config.rules.push({ when: "q.afhankelijkheid.sterke_trek + q.afhankelijkheid['eerste_uur'] >= 1" });
    expect(lines(file)).toEqual([]);
  });

  it('refuses an unknown sub-question key with the nearest one', () => {
    const file = composite();
    file.config.rules.push({ when: "q.afhankelijkheid['Sterke trek'] > 0", show_texts: ['goed'] });
    file.config.rules.push({ when: 'q.afhankelijkheid.eerste_uurr > 0' });
    expect(lines(file)).toEqual([
      "09-roken.json: regel 2 · when: `q.afhankelijkheid['Sterke trek']` — geen subvraag met die sleutel; bedoel je 'sterke_trek'?",
      "09-roken.json: regel 3 · when: `q.afhankelijkheid.eerste_uurr` — geen subvraag met die sleutel; bedoel je 'eerste_uur'?",
    ]);
  });

  it('refuses unknown questions (with a suggestion) and sub-reads of a question without sub-questions', () => {
    const file = composite();
    file.config.rules[0].when = 'q.vriendn > 0 || q.dagen.school > 1 || skipped.afhankelijkheid.sterke_trek';
    expect(lines(file)).toEqual([
      "09-roken.json: regel 1 · when: `q.vriendn` — geen vraag met die naam; bedoel je 'vrienden'?",
      "09-roken.json: regel 1 · when: `q.dagen.school` — vraag 'dagen' heeft geen subvragen",
      '09-roken.json: regel 1 · when: `skipped.afhankelijkheid.sterke_trek` — skipped geldt voor de hele vraag, niet voor een subvraag',
    ]);
  });

  it('reads an old text key with a warning, not an error', () => {
    const file = composite();
    file.config.computed = { trek: "q.afhankelijkheid['Sterke trek in een sigaret of vape']" };
    const result = checkContentFile(file);
    expect(result.problems).toEqual([]);
    expect(result.warnings.map((w) => formatProblem('09-roken.json', w))).toEqual([
      "09-roken.json: computed \"trek\": `q.afhankelijkheid['Sterke trek in een sigaret of vape']` leest de subvraag met zijn tekst; gebruik de sleutel 'sterke_trek'",
    ]);
  });

  it('refuses a computed value read before it is defined', () => {
    const file = composite();
    file.config.computed = { a: 'computed.b + 1', b: '2' };
    expect(lines(file)).toEqual([expect.stringContaining('computed.b')]);
  });
});
