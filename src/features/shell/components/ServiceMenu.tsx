// 'Service' dropdown: manuals, FAQ, contact and teaching material (admins and managers only; the
// caller decides).
import { t } from '../../../i18n/nl';
import { DropdownMenu } from '../../../ui/DropdownMenu';
import { SmartLink } from '../../../ui/SmartLink';
import { serviceLinks } from '../serviceLinks';

export function ServiceMenu() {
  return (
    <DropdownMenu label={t('shell.service')}>
      {() =>
        serviceLinks.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className="dropdown__item">
              {t(link.label)}
            </SmartLink>
          </li>
        ))
      }
    </DropdownMenu>
  );
}
