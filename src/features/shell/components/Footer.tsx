// Site footer with the server-managed menu and the bug-report button.
import { t } from '../../../i18n/nl';
import { BugReportButton } from '../../bugReport/components/BugReportButton';
import { FooterMenu } from '../../menu/components/FooterMenu';

export function Footer() {
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
