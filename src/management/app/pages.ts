// One lazily loaded page per section: each section's code (and any heavy library it needs) is a
// chunk of its own, downloaded when the section is first opened.
import type { ComponentType } from 'react';
import { lazyComponent } from '../../common/lib/lazyComponent';
import type { Section } from './access';

// A section appears in the menu once its page is here.
export const SECTION_PAGES: Partial<Record<Section, ComponentType>> = {
  overview: lazyComponent(() => import('../features/overview/OverviewPage').then((m) => m.OverviewPage)),
  schools: lazyComponent(() => import('../features/school/SchoolsSection').then((m) => m.SchoolsSection)),
  locations: lazyComponent(() => import('../features/location/LocationsSection').then((m) => m.LocationsSection)),
  users: lazyComponent(() => import('../features/user/UsersSection').then((m) => m.UsersSection)),
  students: lazyComponent(() => import('../features/student/StudentsSection').then((m) => m.StudentsSection)),
  import: lazyComponent(() => import('../features/import/ImportSection').then((m) => m.ImportSection)),
  settings: lazyComponent(() => import('../features/config/SettingsPage').then((m) => m.SettingsPage)),
  audit: lazyComponent(() => import('../features/auditLog/AuditPage').then((m) => m.AuditPage)),
  manuals: lazyComponent(() => import('../features/help/ManualsSection').then((m) => m.ManualsSection)),
  faq: lazyComponent(() => import('../features/help/FaqSection').then((m) => m.FaqSection)),
  contact: lazyComponent(() => import('../features/contact/ContactPage').then((m) => m.ContactPage)),
  lessons: lazyComponent(() => import('../features/lessonGuide/LessonsSection').then((m) => m.LessonsSection)),
  // Issue 34: the dashboards and module statistics; Chart.js is a further chunk of this one.
  stats: lazyComponent(() => import('../features/stats/StatsSection').then((m) => m.StatsSection)),
  // Issue 33: the list is one chunk; the editor (TipTap, dnd-kit) and the preview are chunks of their own.
  modules: lazyComponent(() => import('../features/module/ModulesSection').then((m) => m.ModulesSection)),
  // Issue 33: the topics; the move buttons and drag and drop are the module editor's SortableList.
  topics: lazyComponent(() => import('../features/topic/TopicsSection').then((m) => m.TopicsSection)),
  // Issue 34, the raw export (stats-export).
  statsExport: lazyComponent(() => import('../features/statsExport/StatsExportPage').then((m) => m.StatsExportPage)),
};

export const hasPage = (section: Section): boolean => SECTION_PAGES[section] !== undefined;
