// The management site's help pages that the student app's Service menu links to by default
// (src/features/shell/serviceLinks.ts): their paths below /beheer/ are written once, here, for both
// apps (the management site's section paths in src/management/app/sections.ts use them).
import type { ServiceUrls } from './config';

export const HELP_PAGE_PATHS = {
  manuals: 'handleidingen',
  faq: 'vragen',
  contact: 'contact',
  lessons: 'lesmateriaal',
} as const satisfies Record<keyof ServiceUrls, string>;
