// Dutch texts of the staff import, shared by the server (which checks) and /beheer/ (which shows).
import { ROW_ERRORS } from '../studentImport/messages';
import type { ImportRole, UserField, UserRowErrorCode } from './types';

export const USER_FIELD_LABELS: Record<UserField, string> = {
  givenName: 'Roepnaam',
  preposition: 'Tussenvoegsel',
  familyName: 'Achternaam',
  email: 'E-mailadres',
  role: 'Rol',
  locations: 'Locaties',
};

export const IMPORT_ROLE_LABELS: Record<ImportRole, string> = {
  schoolManager: 'Schoolbeheerder',
  locationManager: 'Locatiebeheerder',
};

export const USER_ROW_ERRORS: Record<UserRowErrorCode, string> = {
  missing_value: ROW_ERRORS.missing_value,
  invalid_email: ROW_ERRORS.invalid_email,
  duplicate_in_file: ROW_ERRORS.duplicate_in_file,
  email_in_use: 'Dit e-mailadres hoort al bij een account dat je met een import niet kunt wijzigen.',
  is_student: 'Dit e-mailadres hoort bij een leerling; een leerling kan geen medewerker worden.',
  own_account: 'Dit is je eigen account; dat kun je niet met een import wijzigen.',
  unknown_location: ROW_ERRORS.unknown_location,
  location_required: 'Kies de locatie(s) van deze locatiebeheerder: de school heeft er meer dan één.',
  locations_for_school_manager:
    'Een schoolbeheerder beheert de hele school: laat Locaties leeg, of maak er een locatiebeheerder van.',
  unknown_role: 'Onbekende rol "{value}". Gebruik schoolbeheerder of locatiebeheerder.',
  formula: ROW_ERRORS.formula,
  too_long: ROW_ERRORS.too_long,
  invalid_name: ROW_ERRORS.invalid_name,
};
