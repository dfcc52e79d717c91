// Cells of a staff list to values: the role in the words schools use, and a list of locations.
import type { ImportRole } from './types';

/** "Locatiebeheerder", "locatie", "vestigingsmanager" / "Schoolbeheerder", "coördinator", "school": the role, or null. */
export function parseImportRole(text: string): ImportRole | null {
  const lower = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  if (/locatie|vestiging|location|site/.test(lower)) return 'locationManager';
  if (/school|beheerder|manager|coordinator|directie/.test(lower)) return 'schoolManager';
  return null;
}

/** "Noord, Zuid" or "Noord; Zuid" or "Noord | Zuid": the location names, empty ones dropped. */
export const splitLocations = (text: string): string[] =>
  text
    .split(/[,;|]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
