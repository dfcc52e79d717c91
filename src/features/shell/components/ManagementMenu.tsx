// 'Beheer' dropdown with 'Imiteer gebruiker' (imitators only, online only; the caller decides).
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { DropdownMenu } from '../../../ui/DropdownMenu';

export function ManagementMenu() {
  return (
    <DropdownMenu label={t('auth.management')}>
      {(close) => (
        <li>
          <Link to={paths.imitate} className="dropdown__item" onClick={close}>
            {t('auth.imitateMenu')}
          </Link>
        </li>
      )}
    </DropdownMenu>
  );
}
