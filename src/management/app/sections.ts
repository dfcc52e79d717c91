// The sections of the management site: path below /beheer/, menu label. Order is menu order.
import type { ManagementMessageKey } from '../i18n';
import { HELP_PAGE_PATHS } from '../../common/lib/helpPages';
import type { Section } from './access';

export const SECTION_PATHS: Record<Section, string> = {
  overview: '/',
  schools: '/scholen',
  locations: '/locaties',
  users: '/medewerkers',
  students: '/leerlingen',
  import: '/importeren',
  settings: '/instellingen',
  audit: '/auditlog',
  manuals: `/${HELP_PAGE_PATHS.manuals}`,
  faq: `/${HELP_PAGE_PATHS.faq}`,
  contact: `/${HELP_PAGE_PATHS.contact}`,
  lessons: `/${HELP_PAGE_PATHS.lessons}`,
  // Issue 34
  stats: '/statistieken',
  // Issue 33
  modules: '/modules',
  topics: '/onderwerpen',
  // Issue 34, the raw export (stats-export).
  statsExport: '/statistieken/export',
};

export const SECTION_LABELS: Record<Section, ManagementMessageKey> = {
  overview: 'nav.overview',
  schools: 'nav.schools',
  locations: 'nav.locations',
  users: 'nav.users',
  students: 'nav.students',
  import: 'nav.import',
  settings: 'nav.settings',
  audit: 'nav.audit',
  manuals: 'nav.manuals',
  faq: 'nav.faq',
  contact: 'nav.contact',
  lessons: 'nav.lessons',
  // Issue 34
  stats: 'nav.stats',
  // Issue 33
  modules: 'nav.modules',
  topics: 'nav.topics',
  // Issue 34, the raw export (stats-export).
  statsExport: 'statsExport.nav',
};
