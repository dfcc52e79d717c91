// 'Service' dropdown: manuals, FAQ, contact and teaching material (admins and managers only; the
// caller decides).
import { t } from '../../../i18n/nl';
import { DropdownMenu } from '../../../ui/DropdownMenu';
import { serviceLinks } from '../serviceLinks';
import { ServiceLinkItem } from './ServiceLinkItem';

export function ServiceMenu() {
  return (
    <DropdownMenu label={t('shell.service')}>
      {() =>
        serviceLinks.map((link) => (
          <li key={link.href}>
            <ServiceLinkItem link={link} className="dropdown__item" />
          </li>
        ))
      }
    </DropdownMenu>
  );
}
