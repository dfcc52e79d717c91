// The management site: the session gate, then the layout with one route per section the role may
// open. Pages are loaded when first opened, so the first visit downloads only the shell.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { t } from '../i18n';
import { Layout } from '../shell/Layout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { LoadFailedPage, LoadingPage, NoAccessPage } from '../shell/StatusPage';
import { sectionsFor } from './access';
import { SECTION_PAGES, hasPage } from './pages';
import { SECTION_PATHS } from './sections';
import { SessionContext } from './sessionContext';
import { useSession } from './useSession';

export function ManagementApp() {
  const { session, retry } = useSession();
  switch (session.status) {
    case 'loading':
      return <LoadingPage />;
    case 'leaving':
      return <LoadingPage text={t('access.redirecting')} />;
    case 'failed':
      return <LoadFailedPage message={session.message} onRetry={retry} />;
    case 'noAccess':
      return <NoAccessPage account={session.account} />;
    case 'ready':
      break;
  }
  const { account, role } = session;
  const sections = sectionsFor(role, hasPage);
  return (
    <SessionContext.Provider value={{ account, role, sections }}>
      <Layout>
        <Suspense fallback={<p role="status">{t('shell.loading')}</p>}>
          <Routes>
            {sections.map((section) => {
              const Page = SECTION_PAGES[section]!;
              const path = SECTION_PATHS[section];
              return <Route key={section} path={path === '/' ? '/' : `${path}/*`} element={<Page />} />;
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Layout>
    </SessionContext.Provider>
  );
}
