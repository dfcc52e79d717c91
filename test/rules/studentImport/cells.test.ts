// Cell values are data: formulas are recognised on the way in and neutralised on the way out.
import { looksLikeFormula, neutraliseCell } from '../../../src/shared/studentImport';
import { parseLevel, parseYear, isValidEmail, isValidName } from '../../../src/shared/studentImport/values';

describe('neutraliseCell (CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://kwaad.example","klik")', `'=HYPERLINK("http://kwaad.example","klik")`],
    ['+31 6 12345678', `'+31 6 12345678`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('puts a quote before %j', (input, output) => expect(neutraliseCell(input)).toBe(output));

  it.each(['Jansen-de Vries', 'Çelik', '2B', 'anne@leerling.example.nl', '', "in 't"])('leaves %j alone', (value) =>
    expect(neutraliseCell(value)).toBe(value),
  );
});

describe('formulas in input', () => {
  it('sees =, @ and +/- followed by a function, not a dash or a phone number', () => {
    expect(['=1+1', '@SUM(A1)', '+HYPERLINK("x")', '-cmd|x', '- HYPERLINK(1)'].map(looksLikeFormula)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['-', '+31 6 1234', 'Anna', '-1'].map(looksLikeFormula)).toEqual([false, false, false, false]);
  });
});

describe('values', () => {
  it('reads years as exports write them', () => {
    expect(['3', '3.0', '3,0', 'leerjaar 2', 'H3', '3 havo', ' 1 '].map(parseYear)).toEqual([3, 3, 3, 2, 3, 3, 1]);
    expect(['0', '9', '10', '2026', 'twaalf', ''].map(parseYear)).toEqual([null, null, null, null, null, null]);
  });

  it('reads levels as schools name them', () => {
    expect(
      ['HAVO', 'vmbo-t', 'VMBO-KGT', 'Mavo', 'Atheneum', 'Gymnasium', 'MBO niveau 2', 'BOL', 'H3', 'V4'].map(
        parseLevel,
      ),
    ).toEqual(['havo', 'vmbo', 'vmbo', 'vmbo', 'vwo', 'vwo', 'mbo', 'mbo', 'havo', 'vwo']);
    expect(['universiteit', 'hbo', 'x'].map(parseLevel)).toEqual([null, null, null]);
  });

  it('checks addresses and names', () => {
    expect(['a@b.nl', 'anne.de.vries+school@leerling.example.nl', "o'neill@x.ie"].map(isValidEmail)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['a@b', 'a@@b.nl', '.a@b.nl', 'a..b@c.nl', 'a b@c.nl', 'a@-b.nl', ''].map(isValidEmail)).toEqual(
      Array(7).fill(false),
    );
    expect(['Jansen-de Vries', 'Çelik', 'O’Neill', "d'Hondt", 'Zoë', 'J.P.'].map(isValidName)).toEqual(
      Array(6).fill(true),
    );
    expect(['<script>', '1A', '-Anna', 'Anna;DROP'].map(isValidName)).toEqual(Array(4).fill(false));
  });
});
