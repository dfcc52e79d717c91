// The part every import row shares, whatever the import: no formulas, a person's name and an
// e-mail address. Problems go to `report`, so each import words them with its own field labels.
import { looksLikeFormula } from './cells';
import { quote } from './messages';
import { MAX_NAME_LENGTH, isValidEmail, isValidName, normaliseEmail } from './values';

type PersonField = 'givenName' | 'preposition' | 'familyName' | 'email';
export type PersonProblem = 'missing_value' | 'too_long' | 'invalid_name' | 'invalid_email' | 'formula';
export type Report<F extends string> = (
  code: PersonProblem,
  field: F | PersonField,
  params?: Record<string, string | number>,
) => void;

/** Reports every cell that is a formula; true when there was one (the row is not read further). */
export function reportFormulas<F extends string>(
  cells: Partial<Record<F, string>>,
  fields: readonly F[],
  report: Report<F>,
): boolean {
  let found = false;
  for (const field of fields) {
    const value = cells[field];
    if (value && looksLikeFormula(value)) {
      report('formula', field, { value: quote(value) });
      found = true;
    }
  }
  return found;
}

/** Name and address of the row, each null when missing or wrong (and reported). */
export function readPerson(cells: Partial<Record<PersonField, string>>, report: Report<PersonField>) {
  const name = (field: 'givenName' | 'familyName' | 'preposition', required: boolean): string | null => {
    const value = cells[field] ?? '';
    if (value === '' || (field === 'preposition' && value === '-')) {
      if (required) report('missing_value', field);
      return null;
    }
    if (value.length > MAX_NAME_LENGTH) report('too_long', field, { max: MAX_NAME_LENGTH });
    else if (!isValidName(value)) report('invalid_name', field, { value: quote(value) });
    return value;
  };
  const givenName = name('givenName', true);
  const preposition = name('preposition', false);
  const familyName = name('familyName', true);
  const email = normaliseEmail(cells.email ?? '');
  if (email === '') report('missing_value', 'email');
  else if (!isValidEmail(email)) report('invalid_email', 'email', { value: quote(cells.email ?? '') });
  return { givenName, preposition, familyName, email };
}
