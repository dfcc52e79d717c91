// The written install instruction for browsers without an install event (issue 25): on an iPhone
// or iPad, the share icon and then 'Zet op beginscherm'; in Firefox for Android, its menu. Not in
// the installed app; closed for good with 'Niet meer tonen'. It sits in the page's flow.
import { useState } from 'react';
import { t } from '../../../i18n/nl';
import { browserFacts, dismissInstallHint, installHintDismissed, installHintPlatform } from '../installHint';
import '../pwa.css';

/** iOS's share icon (a box with an arrow up), as the student sees it in Safari's toolbar. */
function ShareIcon() {
  return (
    <svg className="install-hint__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M8 10H5.5v10.5h13V10H16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export function InstallHint() {
  const [platform] = useState(() => (installHintDismissed() ? null : installHintPlatform(browserFacts())));
  const [open, setOpen] = useState(true);
  if (!platform || !open) return null;
  return (
    <aside className="install-hint" aria-labelledby="install-hint-title">
      <p id="install-hint-title" className="install-hint__title">
        {t('pwa.hintTitle')}
      </p>
      {platform === 'ios' ? (
        <p className="install-hint__text">
          {t('pwa.hintIosBefore')} <ShareIcon /> {t('pwa.hintIosAfter')}
        </p>
      ) : (
        <p className="install-hint__text">{t('pwa.hintFirefoxAndroid')}</p>
      )}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          dismissInstallHint();
          setOpen(false);
        }}
      >
        {t('pwa.hintDismiss')}
      </button>
    </aside>
  );
}
