import { isCommonDutchPassword } from '../../src/rules/dutchPasswords';

describe('isCommonDutchPassword (issue 12 item 8)', () => {
  it.each([
    'wachtwoord123',
    'Wachtwoord1!',
    'welkom2026',
    'Welkom01!',
    'geheim1234',
    'voetbal123',
    'Feyenoord1908',
    'ajax123456',
    'w4chtw00rd12',
    'schatje2010',
    'welkomwelkom',
    'ikhouvanjou',
    'lieveheersbeestje',
  ])('knows %p', (password) => {
    expect(isCommonDutchPassword(password)).toBe(true);
  });

  it.each(['Welkom-check-2026', 'vT9#qLz!w2Rk@8pX', 'fietsen-in-de-regen', 'boterham-met-hagelslag', '1234567890', ''])(
    'leaves %p alone',
    (password) => {
      expect(isCommonDutchPassword(password)).toBe(false);
    },
  );
});
