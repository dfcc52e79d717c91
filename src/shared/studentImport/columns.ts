// Which column holds which student field, from the header names Magister, SOMtoday, Eduarte and
// hand-made lists use (Dutch and English). The user's own choice overrides what is recognised here.
import { headerKey } from './cells';
import { FILE_ERRORS, FIELD_LABELS, fill } from './messages';
import { type ColumnMapping, ImportFileError, REQUIRED_FIELDS, STUDENT_FIELDS, type StudentField } from './types';

/** Header names per field, as headerKey() reduces them. The first match in this order wins. */
const SYNONYMS: Record<StudentField, string[]> = {
  email: [
    'email',
    'emailadres',
    'emailleerling',
    'emailadresleerling',
    'leerlingemail',
    'schoolemail',
    'emailschool',
    'emailadresschool',
    'mail',
    'mailadres',
    'gebruikersnaam',
    'username',
    'emailaddress',
    'studentemail',
  ],
  givenName: ['roepnaam', 'voornaam', 'roepnaamleerling', 'voornaamleerling', 'givenname', 'firstname', 'first'],
  preposition: [
    'tussenvoegsel',
    'tussenvoegsels',
    'tussenv',
    'voorvoegsel',
    'voorvoegsels',
    'tv',
    'prefix',
    'middlename',
    'nameprefix',
    'infix',
  ],
  familyName: ['achternaam', 'achternaamleerling', 'geslachtsnaam', 'familienaam', 'familyname', 'lastname', 'surname'],
  className: ['klas', 'groep', 'stamklas', 'stamgroep', 'klasgroep', 'basisgroep', 'lesgroep', 'class', 'group'],
  location: ['locatie', 'vestiging', 'schoollocatie', 'locatienaam', 'vestigingsnaam', 'location', 'branch', 'site'],
  yearOfStudy: ['leerjaar', 'studiejaar', 'jaar', 'jaarlaag', 'year', 'yearofstudy', 'grade'],
  level: [
    'niveau',
    'opleiding',
    'leerweg',
    'schooltype',
    'onderwijstype',
    'afdeling',
    'opleidingsniveau',
    'level',
    'track',
  ],
};

const FIELD_BY_KEY = new Map<string, StudentField>();
for (const field of STUDENT_FIELDS) for (const key of SYNONYMS[field]) FIELD_BY_KEY.set(key, field);

/** The field a header names, or null. */
export function fieldForHeader(header: string): StudentField | null {
  return FIELD_BY_KEY.get(headerKey(header)) ?? null;
}

/** Mapping recognised from the headers; of two columns with the same field the first one counts. */
export function recogniseColumns(headers: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  headers.forEach((header, index) => {
    const field = fieldForHeader(header);
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

/**
 * The recognised mapping with the user's choices laid over it (a field set to null is ignored).
 * Throws invalid_mapping for an index outside the file or one column chosen for two fields.
 */
export function resolveMapping(headers: string[], chosen: ColumnMapping | undefined): ColumnMapping {
  const mapping: ColumnMapping = { ...recogniseColumns(headers) };
  if (chosen) {
    // A column the user gave to another field no longer counts for the field it was recognised as.
    const chosenIndexes = new Set(Object.values(chosen).filter((i): i is number => typeof i === 'number'));
    for (const field of STUDENT_FIELDS) {
      const index = mapping[field];
      if (typeof index === 'number' && chosenIndexes.has(index) && chosen[field] === undefined) delete mapping[field];
    }
    Object.assign(mapping, chosen);
  }
  const used = new Set<number>();
  for (const field of STUDENT_FIELDS) {
    const index = mapping[field];
    if (index === null || index === undefined) continue;
    if (!Number.isInteger(index) || index < 0 || index >= headers.length || used.has(index))
      throw new ImportFileError('invalid_mapping', FILE_ERRORS.invalid_mapping);
    used.add(index);
  }
  return mapping;
}

/** Throws missing_columns naming (in Dutch) every required field the mapping lacks. */
export function assertRequiredColumns(mapping: ColumnMapping): void {
  const missing = REQUIRED_FIELDS.filter((field) => typeof mapping[field] !== 'number');
  if (missing.length > 0)
    throw new ImportFileError(
      'missing_columns',
      fill(FILE_ERRORS.missing_columns, { columns: missing.map((f) => FIELD_LABELS[f]).join(', ') }),
    );
}

/** How many of the cells look like known headers: finds the header row below a title line. */
export const recognisedCount = (cells: string[]): number => cells.filter((c) => fieldForHeader(c) !== null).length;
