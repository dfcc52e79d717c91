// The fold behind accent-insensitive management search: the typed text and (in SQL) the column
// go through the same table, so these cases hold on both sides.
import { foldSearch, MULTI_FOLDS, TRANSLATE_FROM, TRANSLATE_TO } from '../../src/shared/management/foldSearch';

it.each([
  ['Çelik', 'celik'],
  ['çelik', 'celik'],
  ['José', 'jose'],
  ['Özdemir', 'ozdemir'],
  ['Brüggen', 'bruggen'],
  ['Coördinator', 'coordinator'],
  ['Şahin Yıldız', 'sahin yildiz'],
  ['İbrahim Doğan', 'ibrahim dogan'],
  ['Søren Kierkegård', 'soren kierkegard'],
  ['Łukasz Wałęsa', 'lukasz walesa'],
  ['Đorđević', 'dordevic'],
  ['Nguyễn Thị Ánh', 'nguyen thi anh'],
  ['Straße', 'strasse'],
  ['Cæcilia Œuvray', 'caecilia oeuvray'],
  ['Ĳsselmonde', 'ijsselmonde'],
  // Decomposed input (e + combining acute) folds like the composed letter.
  ['Jose\u0301', 'jose'],
  // Not Latin: only lower-cased, never dropped.
  ['ΑΘΗΝΑ', 'αθηνα'],
])('%s folds to %s', (text, folded) => {
  expect(foldSearch(text)).toBe(folded);
});

it('keeps the LIKE wildcards and the escape character as they are', () => {
  expect(foldSearch('100%_\\É')).toBe('100%_\\e');
});

it('gives SQL translate() one plain lower-case letter per folded letter, marks last to be deleted', () => {
  const from = [...TRANSLATE_FROM];
  const to = [...TRANSLATE_TO];
  expect(new Set(from).size).toBe(from.length);
  expect(to.every((c) => /^[a-z]$/.test(c))).toBe(true);
  // The 112 combining marks U+0300–U+036F have no partner in `to`, so translate() deletes them.
  expect(from.length - to.length).toBe(0x70);
  expect(from.slice(to.length).every((c) => /^[\u0300-\u036f]$/.test(c))).toBe(true);
  // Each pair is what foldSearch does to that letter alone.
  to.forEach((plain, i) => expect(foldSearch(from[i] ?? '')).toBe(plain));
  // Multi-letter folds are replace()d before translate(), so they must not be in its table.
  for (const [multi, plain] of MULTI_FOLDS) {
    expect(from).not.toContain(multi);
    expect(foldSearch(multi)).toBe(plain);
  }
  for (const letter of 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿŞşĞğİıŁłØøĐđ')
    expect(from).toContain(letter);
});
