import { formatDecimalInput, readDecimal } from '../../src/rules/decimalInput';

describe('readDecimal', () => {
  it.each([
    ['65,5', 65.5],
    ['65.5', 65.5],
    [' 175 ', 175],
    ['2,5', 2.5],
    [',5', 0.5],
    ['0', 0],
    ['65,', 65],
    ['-1,25', -1.25],
  ])('reads %p as %p (comma and point are both the decimal separator)', (raw, value) => {
    expect(readDecimal(raw)).toEqual({ kind: 'number', value });
  });

  it('reads an empty or blank box as empty', () => {
    expect(readDecimal('')).toEqual({ kind: 'empty' });
    expect(readDecimal('   ')).toEqual({ kind: 'empty' });
  });

  it.each(['1.234,5', '6,5,5', '65..5', 'abc', '65kg', '1e3', '6-5', ',', '-', 'Infinity', '0x10'])(
    'refuses %p instead of guessing',
    (raw) => {
      expect(readDecimal(raw)).toEqual({ kind: 'unreadable' });
    },
  );
});

describe('formatDecimalInput', () => {
  it('shows a number back with the nl-NL decimal comma and no thousands dot', () => {
    expect(formatDecimalInput(65.5)).toBe('65,5');
    expect(formatDecimalInput(1000)).toBe('1000');
    expect(formatDecimalInput(0.25)).toBe('0,25');
    expect(formatDecimalInput(null)).toBe('');
    expect(formatDecimalInput(Number.NaN)).toBe('');
  });
});
