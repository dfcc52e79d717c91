// Which column holds which student field, from the header names Magister, SOMtoday, Eduarte and
// hand-made lists use (Dutch and English). The user's own choice overrides what is recognised here.
import { columnRules } from './columnRules';
import { FIELD_LABELS } from './messages';
import { REQUIRED_FIELDS, STUDENT_FIELDS, type StudentField } from './types';

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

const rules = columnRules(STUDENT_FIELDS, REQUIRED_FIELDS, SYNONYMS, FIELD_LABELS);

export const { fieldForHeader, recogniseColumns, resolveMapping, assertRequiredColumns, recognisedCount } = rules;
