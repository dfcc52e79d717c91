// The strength rule (docs/product.md §4): scores 0–4 from zxcvbn-ts, labels, and when it shows.
import { STRENGTH_LABELS, passwordScore, showsStrength } from '../../../src/features/password/passwordStrength';
import { t } from '../../../src/i18n/nl';

describe('password strength', () => {
  it('labels 0–4 as erg zwak, erg zwak, zwak, matig, goed', () => {
    expect([0, 1, 2, 3, 4].map((s) => t(STRENGTH_LABELS[s as 0 | 1 | 2 | 3 | 4]))).toEqual([
      'erg zwak',
      'erg zwak',
      'zwak',
      'matig',
      'goed',
    ]);
  });

  it('shows only for matching passwords of at least 10 characters', () => {
    expect(showsStrength('123456789', '123456789')).toBe(false);
    expect(showsStrength('1234567890', '1234567891')).toBe(false);
    expect(showsStrength('1234567890', '1234567890')).toBe(true);
  });

  it('scores a leaked password low and a long random one high (Dutch words known too)', async () => {
    expect(await passwordScore('wachtwoord')).toBeLessThanOrEqual(1);
    expect(await passwordScore('qwertyuiop')).toBe(0);
    // Issue 12 item 8: common Dutch passwords are 'erg zwak' (zxcvbn gave 'Wachtwoord1!' a 2, 'zwak').
    expect(await passwordScore('Wachtwoord1!')).toBe(0);
    expect(await passwordScore('wachtwoord123')).toBe(0);
    expect(await passwordScore('vT9#qLz!w2Rk@8pX')).toBe(4);
  });
});
