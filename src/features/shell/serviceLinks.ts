// Targets of the Service dropdown (spec: manuals, FAQ, contact, teaching material). They are the
// public information pages of the product site, which managers and admins use next to the app.
import type { MessageKey } from '../../i18n/nl';

export const SERVICE_SITE = 'https://www.lifestylerealitycheck.nl';

export const serviceLinks: ReadonlyArray<{ label: MessageKey; href: string }> = [
  { label: 'shell.manuals', href: `${SERVICE_SITE}/handleidingen` },
  { label: 'shell.faq', href: `${SERVICE_SITE}/veelgestelde-vragen` },
  { label: 'shell.contact', href: `${SERVICE_SITE}/contact` },
  { label: 'shell.teachingMaterial', href: `${SERVICE_SITE}/lesmateriaal` },
];
