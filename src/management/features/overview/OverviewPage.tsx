// Start page: what needs attention, and the sections this role can open.
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { SECTION_LABELS, SECTION_PATHS } from '../../app/sections';
import { useStaff } from '../../app/sessionContext';
import { PageTitle } from '../../ui/PageTitle';
import { AlertList } from './AlertList';

export function OverviewPage() {
  // The sections come from the session gate: importing app/pages here would make a cycle (pages
  // loads this page).
  const sections = useStaff().sections.filter((section) => section !== 'overview');
  return (
    <>
      <PageTitle title={t('overview.title')} />
      <p className="mg-lead">{t('overview.intro')}</p>
      <AlertList />
      {sections.length > 0 && (
        <section aria-labelledby="mg-quick">
          <h2 id="mg-quick">{t('overview.quickLinks')}</h2>
          <ul className="mg-quick">
            {sections.map((section) => (
              <li key={section}>
                <Link className="mg-quick__link" to={SECTION_PATHS[section]}>
                  {t(SECTION_LABELS[section])}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
