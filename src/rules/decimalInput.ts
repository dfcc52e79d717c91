// Reading and showing a number a student types (docs/product.md §9: nl-NL, decimal comma). Dutch students
// type a comma, phones with an English keyboard offer a point: both are read as the decimal separator.
// Anything else is refused rather than guessed at; `type="number"` is not used because each browser
// engine reads it by its own rules (Chromium dropped the comma, turning 65,5 into 655; WebKit reads it
// by the operating system's locale), so the text is parsed here, the same in every engine.

export type DecimalReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  /** Not a number we can read: letters, two separators, '1.234,5', '6-5'. */
  | { kind: 'unreadable' };

// Optional minus, digits with at most one ',' or '.', digits on at least one side of it. A trailing
// separator ('65,') is what a student has typed half-way and reads as 65 so nothing flashes red.
const DECIMAL = /^-?(\d+[.,]?\d*|[.,]\d+)$/;

/** '65,5' and '65.5' → 65.5; '' → empty; '1.234,5', '6,5,5', 'abc', '1e3' → unreadable. */
export function readDecimal(raw: string): DecimalReading {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (!DECIMAL.test(text)) return { kind: 'unreadable' };
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'unreadable' };
}

// No thousands separator: '1.000' in a box would be read back as one.
const inputFormat = new Intl.NumberFormat('nl-NL', { useGrouping: false, maximumFractionDigits: 20 });

/** How a typed number is shown back: 65.5 → '65,5', 1000 → '1000', null → ''. */
export function formatDecimalInput(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? inputFormat.format(value) : '';
}
