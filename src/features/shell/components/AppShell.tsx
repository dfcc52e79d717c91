// Page frame: skip link, header, routed content, footer, and the global layers (notifications,
// confirmation dialog, loading overlay) that sagas drive through the store.
import type { ReactNode } from 'react';
import { t } from '../../../i18n/nl';
import { ConfirmHost } from '../../confirm/components/ConfirmHost';
import { LoadingHost } from '../../loading/components/LoadingHost';
import { NotificationsHost } from '../../notifications/components/NotificationsHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationBridge } from './NavigationBridge';

export const MAIN_ID = 'inhoud';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id={MAIN_ID} className="app__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <NotificationsHost />
      <ConfirmHost />
      <LoadingHost />
      <NavigationBridge />
    </div>
  );
}
