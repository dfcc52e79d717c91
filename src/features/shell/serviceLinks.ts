// Targets of the Service dropdown (spec §2: manuals, FAQ, contact, teaching material). By default
// they are the help pages built into the management site (issue 20), which need its login: the
// menu is shown to managers and admins only. Each can be pointed at an operator's own site by a
// build-time setting (MANUALS_URL, FAQ_URL, CONTACT_URL, LESSONS_URL; see src/common/lib/config.ts).
import type { MessageKey } from '../../i18n/nl';
import { MANAGEMENT_URL, SERVICE_URLS, type ServiceUrls } from '../../common/lib/config';
import { HELP_PAGE_PATHS } from '../../common/lib/helpPages';

export interface ServiceLink {
  label: MessageKey;
  href: string;
}

const LABELS: Record<keyof ServiceUrls, MessageKey> = {
  manuals: 'shell.manuals',
  faq: 'shell.faq',
  contact: 'shell.contact',
  lessons: 'shell.teachingMaterial',
};

/** The four links, in menu order: a setting wins, else the page below the management site. */
export function serviceLinksFor(managementUrl: string, overrides: ServiceUrls): ServiceLink[] {
  const base = managementUrl.endsWith('/') ? managementUrl : `${managementUrl}/`;
  return (Object.keys(LABELS) as Array<keyof ServiceUrls>).map((key) => ({
    label: LABELS[key],
    href: overrides[key] || `${base}${HELP_PAGE_PATHS[key]}`,
  }));
}

export const serviceLinks: readonly ServiceLink[] = serviceLinksFor(MANAGEMENT_URL, SERVICE_URLS);
