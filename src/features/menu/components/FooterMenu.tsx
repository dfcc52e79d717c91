// Footer links from GET /menu; links to other hosts open in a new window (SmartLink).
import { useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { SmartLink } from '../../../ui/SmartLink';
import { selectMenuItems } from '../menuSlice';

export function FooterMenu() {
  const items = useAppSelector(selectMenuItems);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('shell.footerMenu')}>
      <ul className="footer-menu">
        {items.map((item) => (
          <li key={`${item.uri}|${item.label}`}>
            <SmartLink href={item.uri} className="footer-menu__link">
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
