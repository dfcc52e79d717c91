// One Service menu link. The built-in help pages are pages of the management site on this host: a
// plain link (a full page load, not the student app's router) in the same window, as the
// management link is. A page on another host (a setting) opens in a new window.
import { t } from '../../../i18n/nl';
import { SmartLink, isExternalUrl } from '../../../ui/SmartLink';
import type { ServiceLink } from '../serviceLinks';

export function ServiceLinkItem({ link, className }: { link: ServiceLink; className: string }) {
  if (isExternalUrl(link.href))
    return (
      <SmartLink href={link.href} className={className}>
        {t(link.label)}
      </SmartLink>
    );
  return (
    <a href={link.href} className={className}>
      {t(link.label)}
    </a>
  );
}
