// The link to the management site for managers and admins. The built-in site (/beheer/) is another
// page of this server: a plain link (a full page load, not the router) in the same window. A
// MANAGEMENT_URL on another host opens in a new window, as external links do.
import { MANAGEMENT_URL } from '../../../common/lib/config';
import { t } from '../../../i18n/nl';
import { SmartLink, isExternalUrl } from '../../../ui/SmartLink';

export function ManagementLink({ className }: { className: string }) {
  if (isExternalUrl(MANAGEMENT_URL))
    return (
      <SmartLink href={MANAGEMENT_URL} newWindow className={className}>
        {t('shell.management')}
      </SmartLink>
    );
  return (
    <a href={MANAGEMENT_URL} className={className}>
      {t('shell.management')}
    </a>
  );
}
