// The hearing test's texts (module, test page, the question in the app; the PDF prints the module's
// result texts): the built-in test is never presented as another organisation's, the outcome is an
// indication, and 'onvoldoende' gives one advice everywhere: repeat on a quiet spot with
// headphones, still 'onvoldoende' → the GP.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nl } from '../../src/i18n/nl';

const gehoor = JSON.parse(readFileSync(path.join(__dirname, '../../content/modules/06-gehoor.json'), 'utf8'));

/** Every string in a value, html stripped, split into sentences. */
function sentences(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .replace(/<[^>]+>/g, ' ')
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(value)) return value.flatMap(sentences);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentences);
  return [];
}

const studentFacing = [
  ...sentences(gehoor.module),
  ...sentences(gehoor.config.actions),
  ...sentences(nl.oorcheck),
  ...sentences(nl.question.oorcheck),
];

it('never attributes the built-in test to the Nationale Hoorstichting', () => {
  const attributions = studentFacing.filter((s) => /hoorstichting/i.test(s) && /oorcheck|hoortest|\btest\b/i.test(s));
  expect(attributions).toEqual([]);
  // A pointer for more information is fine, and there is one.
  expect(studentFacing.some((s) => /hoorstichting/i.test(s))).toBe(true);
});

it("gives one advice after 'onvoldoende' on the page and in the module (and so the PDF)", () => {
  const texts = Object.fromEntries(
    gehoor.module.result_texts.map((t: { name: string; text: string }) => [t.name, t.text]),
  );
  for (const advice of [texts.oorcheck_onvoldoende, nl.oorcheck.resultBadAdvice]) {
    expect(advice).toMatch(/nog een keer/);
    expect(advice).toMatch(/stille plek/);
    expect(advice).toMatch(/koptelefoon/);
    expect(advice).toMatch(/weer onvoldoende\? Maak een afspraak met je huisarts/);
  }
  // Never straight to the GP without repeating first.
  expect(nl.oorcheck.resultBad).not.toMatch(/huisarts/);
});

it('calls the outcome an indication, claims no norm it cannot back, and sends a student who skipped back to the test in the app', () => {
  const texts = Object.fromEntries(
    gehoor.module.result_texts.map((t: { name: string; text: string }) => [t.name, t.text]),
  );
  expect(texts.oorcheck_goed).toMatch(/indicatie/);
  expect(texts.oorcheck_onvoldoende).toMatch(/indicatie/);
  expect(nl.oorcheck.resultGood).toMatch(/indicatie/);
  expect(nl.question.oorcheck.result).toMatch(/indicatie/);
  expect(texts.oorcheck_goed).not.toMatch(/je verstaat spraak goed/i);
  expect(nl.oorcheck.resultBad).not.toMatch(/dan gemiddeld/);
  expect(JSON.stringify(nl.oorcheck)).not.toMatch(/drempel/i);
  expect(texts.oorcheck_later).toMatch(/hier in de app/);
  expect(texts.oorcheck_later).toMatch(/Doe de Oorcheck/);
  expect(texts.oorcheck_later).not.toMatch(/website/);
});
