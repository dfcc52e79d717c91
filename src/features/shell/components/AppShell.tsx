// Page frame: skip link, header, routed content, footer, and the global layers (notifications,
// confirmation dialog, loading overlay) that sagas drive through the store.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { LazyModuleDialog, usePreloadModuleDialog } from '../../moduleDialog/components/LazyModuleDialog';
import { selectIsLoggedIn } from '../../account/accountSelectors';
import { selectIsModuleOpen } from '../../moduleDialog/moduleDialogSelectors';
import { ConfirmHost } from '../../confirm/components/ConfirmHost';
import { LoadingHost } from '../../loading/components/LoadingHost';
import { NotificationsHost } from '../../notifications/components/NotificationsHost';
import { BugReportHost } from '../../bugReport/components/BugReportButton';
import { OfflineBar } from '../../connectivity/components/OfflineBar';
import { InstallHint } from '../../pwa/components/InstallHint';
import { UpdateBanner } from '../../pwa/components/UpdateBanner';
import { SetAsideList } from '../../queue/components/SetAsideList';
import { BottomLayer } from './BottomLayer';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationBridge } from './NavigationBridge';

export const MAIN_ID = 'inhoud';

export function AppShell({ children }: { children: ReactNode }) {
  // While a module is open the full-screen module dialog replaces the whole shell (docs/product.md §2);
  // the global layers below stay, because the dialog's sagas use them too.
  const moduleOpen = useAppSelector(selectIsModuleOpen);
  usePreloadModuleDialog(useAppSelector(selectIsLoggedIn));
  const onHome = useLocation().pathname === paths.home;
  return (
    <div className="app">
      {/* The module dialog shows the offline bar in its own top bar (issue 11: here it covered ×). */}
      {!moduleOpen && <OfflineBar />}
      <SetAsideList />
      {moduleOpen ? (
        <LazyModuleDialog />
      ) : (
        <>
          <a className="skip-link" href={`#${MAIN_ID}`}>
            {t('shell.skipToContent')}
          </a>
          <Header />
          {onHome && <InstallHint />}
          <main id={MAIN_ID} className="app__main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
        </>
      )}
      <BottomLayer>
        <UpdateBanner />
        <NotificationsHost />
      </BottomLayer>
      <BugReportHost />
      <ConfirmHost />
      <LoadingHost />
      <NavigationBridge />
    </div>
  );
}
