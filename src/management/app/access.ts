// Who may use the management site and which parts of it (docs/product.md §6). Pure: it only reads the
// account the server returned; the server enforces the same rules on every call.
import type { Account } from '../../shared/api';

export type StaffRole = 'superAdmin' | 'admin' | 'schoolManager' | 'locationManager';

/** The strongest management role of an account, or null for a student (no access). */
export function staffRole(account: Account): StaffRole | null {
  if (account.roles.includes('ROLE_SUPER_ADMIN')) return 'superAdmin';
  if (account.roles.includes('ROLE_ADMIN')) return 'admin';
  if (account.managingSchools.length > 0) return 'schoolManager';
  if (account.managingLocations.length > 0) return 'locationManager';
  return null;
}

export type Section =
  | 'overview'
  | 'schools'
  | 'locations'
  | 'users'
  | 'students'
  | 'import'
  | 'settings'
  | 'audit'
  | HelpSection
  // Issue 34: statistics, for every staff role (each sees its own scope; the server enforces it).
  | 'stats'
  // Issue 33: the module editor, for admins only.
  | 'modules'
  // Issue 33: the topics (the students' tiles), for admins only.
  | 'topics'
  // Issue 34, the raw export (stats-export).
  | 'statsExport';

/** The help pages behind the student app's Service menu (issue 20): open to every staff role. */
export type HelpSection = 'manuals' | 'faq' | 'contact' | 'lessons';
const HELP: readonly HelpSection[] = ['manuals', 'faq', 'contact', 'lessons'];

// Statistics (issue 34) after the students and imports, the raw export (super admins only) beside them.
const SECTIONS: Record<StaffRole, readonly Section[]> = {
  superAdmin: [
    'overview',
    'schools',
    'locations',
    'users',
    'students',
    'import',
    'stats',
    'statsExport',
    'settings',
    'audit',
    'modules',
    'topics',
    ...HELP,
  ],
  admin: [
    'overview',
    'schools',
    'locations',
    'users',
    'students',
    'import',
    'stats',
    'settings',
    'modules',
    'topics',
    ...HELP,
  ],
  schoolManager: ['overview', 'schools', 'locations', 'users', 'students', 'import', 'stats', ...HELP],
  locationManager: ['overview', 'locations', 'students', 'import', 'stats', ...HELP],
};

/** The sections of the site a role may open (the menu shows those whose page exists). */
export function sectionsFor(role: StaffRole, available: (section: Section) => boolean = () => true): Section[] {
  return SECTIONS[role].filter(available);
}
