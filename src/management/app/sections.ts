// The sections of the management site: path below /beheer/, menu label. Order is menu order.
import type { ManagementMessageKey } from '../../i18n/management';
import type { Section } from './access';

export const SECTION_PATHS: Record<Section, string> = {
  overview: '/',
  schools: '/scholen',
  locations: '/locaties',
  staff: '/medewerkers',
  students: '/leerlingen',
  import: '/importeren',
  settings: '/instellingen',
  audit: '/auditlog',
  manuals: '/handleidingen',
  faq: '/vragen',
  contact: '/contact',
  lessons: '/lesmateriaal',
};

export const SECTION_LABELS: Record<Section, ManagementMessageKey> = {
  overview: 'nav.overview',
  schools: 'nav.schools',
  locations: 'nav.locations',
  staff: 'nav.staff',
  students: 'nav.students',
  import: 'nav.import',
  settings: 'nav.settings',
  audit: 'nav.audit',
  manuals: 'nav.manuals',
  faq: 'nav.faq',
  contact: 'nav.contact',
  lessons: 'nav.lessons',
};
