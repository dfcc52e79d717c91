// Site footer with the server-managed menu.
import { t } from '../../../i18n/nl';
import { FooterMenu } from '../../menu/components/FooterMenu';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <FooterMenu />
        <p className="site-footer__name">{t('common.appName')}</p>
      </div>
    </footer>
  );
}
