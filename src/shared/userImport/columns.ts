// Which column of a staff list holds which field: Dutch and English header names, as headerKey()
// reduces them. Name and address columns are those of the student import.
import { columnRules } from '../studentImport/columnRules';
import { USER_FIELD_LABELS } from './messages';
import { REQUIRED_USER_FIELDS, USER_FIELDS, type UserField } from './types';

const SYNONYMS: Record<UserField, string[]> = {
  email: [
    'email',
    'emailadres',
    'emailmedewerker',
    'emailadresmedewerker',
    'schoolemail',
    'werkemail',
    'mail',
    'mailadres',
    'gebruikersnaam',
    'username',
    'emailaddress',
  ],
  givenName: ['roepnaam', 'voornaam', 'givenname', 'firstname', 'first'],
  preposition: ['tussenvoegsel', 'tussenvoegsels', 'tussenv', 'voorvoegsel', 'tv', 'prefix', 'middlename', 'infix'],
  familyName: ['achternaam', 'geslachtsnaam', 'familienaam', 'familyname', 'lastname', 'surname'],
  role: ['rol', 'functie', 'rechten', 'beheerrol', 'soortbeheerder', 'role', 'function'],
  locations: [
    'locaties',
    'locatie',
    'vestiging',
    'vestigingen',
    'schoollocatie',
    'beheerdelocaties',
    'locations',
    'location',
    'site',
    'sites',
  ],
};

export const userColumns = columnRules(USER_FIELDS, REQUIRED_USER_FIELDS, SYNONYMS, USER_FIELD_LABELS);
