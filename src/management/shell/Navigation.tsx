// The section menu: a sidebar from 900 px, a disclosure under the header on phones.
import { NavLink } from 'react-router-dom';
import { t } from '../i18n';
import { SECTION_LABELS, SECTION_PATHS } from '../app/sections';
import { useStaff } from '../app/sessionContext';

export function Navigation({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const { sections } = useStaff();
  return (
    <nav id={id} className={`mg-nav${open ? ' mg-nav--open' : ''}`} aria-label={t('shell.mainNav')}>
      <ul className="mg-nav__list">
        {sections.map((section) => (
          <li key={section}>
            <NavLink
              to={SECTION_PATHS[section]}
              end={section === 'overview'}
              className="mg-nav__link"
              onClick={onNavigate}
            >
              {t(SECTION_LABELS[section])}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
