// Dutch texts of the student import. They live here and not in src/i18n because the server (which
// checks the file) cannot import the client's messages; /beheer/ shows the same texts the server sends.
import { ERROR_MESSAGES } from '../errors/messages';
import type { FileErrorCode, RowErrorCode, StudentField } from './types';

export const FIELD_LABELS: Record<StudentField, string> = {
  givenName: 'Roepnaam',
  preposition: 'Tussenvoegsel',
  familyName: 'Achternaam',
  email: 'E-mailadres',
  className: 'Klas',
  location: 'Locatie',
  yearOfStudy: 'Leerjaar',
  level: 'Niveau',
};

/** The file's refusals: their sentences are in the one list of error codes. */
export const FILE_ERRORS: Pick<typeof ERROR_MESSAGES, FileErrorCode> = ERROR_MESSAGES;

export const ROW_ERRORS = {
  missing_value: '{field} ontbreekt.',
  invalid_email: '"{value}" is geen geldig e-mailadres.',
  duplicate_in_file: 'Dit e-mailadres staat vaker in het bestand (regel {lines}).',
  email_in_use: 'Dit e-mailadres hoort al bij een ander account dat je hier niet kunt wijzigen.',
  unknown_location: 'Onbekende locatie "{value}". Bekende locaties: {known}.',
  location_required: 'Kies een locatie: deze school heeft er meer dan één.',
  unknown_class: 'Onbekende klas "{value}".',
  invalid_year: 'Leerjaar "{value}" is geen getal van 1 tot en met 8.',
  unknown_level: 'Onbekend niveau "{value}". Gebruik vmbo, havo, vwo of mbo.',
  formula: '{field} bevat een formule ("{value}"). Formules worden niet uitgevoerd: vul de waarde zelf in.',
  too_long: '{field} is te lang (maximaal {max} tekens).',
  invalid_name: '{field} bevat tekens die niet in een naam horen ("{value}").',
} as const satisfies Record<RowErrorCode, string>;

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A value quoted in a message is cut short so one absurd cell cannot flood the preview. */
export const quote = (value: string): string => (value.length > 40 ? `${value.slice(0, 37)}...` : value);

/** Whose row it is, in the file's own words: the name cells joined and the address, each shortened. */
export const rowSource = (cells: {
  givenName?: string;
  preposition?: string;
  familyName?: string;
  email?: string;
}): { name: string; email: string } => ({
  name: quote([cells.givenName, cells.preposition, cells.familyName].filter(Boolean).join(' ')),
  email: quote(cells.email ?? ''),
});
