// Site footer with the server-managed menu and the bug-report button.
import { useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { selectInitialised } from '../../account/accountSelectors';
import { BugReportButton } from '../../bugReport/components/BugReportButton';
import { FooterMenu } from '../../menu/components/FooterMenu';
import { selectMenuSettled } from '../../menu/menuSlice';

export function Footer() {
  // Until the session check answers, the page is empty (RouteGuard) and a footer would sit at the
  // bottom of the screen, to jump away when the page appears: Lighthouse's layout shift of 0.13–0.23
  // on the overview (issue 35). Shown with the page and the menu's links, it appears where it stays.
  const ready = useAppSelector((state) => selectInitialised(state) && selectMenuSettled(state));
  if (!ready) return null;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <FooterMenu />
        <BugReportButton className="bug-report-button--footer" />
        <p className="site-footer__name">{t('common.appName')}</p>
      </div>
    </footer>
  );
}
