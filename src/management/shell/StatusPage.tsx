// Full pages shown instead of the site: checking the session, on the way to the login, no access
// (a student), and the session check failing.
import type { ReactNode } from 'react';
import { t } from '../i18n';
import type { Account } from '../../shared/api';

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="mg-status" id="inhoud">
      <section className="card card--narrow">{children}</section>
    </main>
  );
}

export function LoadingPage({ text = t('shell.loading') }: { text?: string }) {
  return (
    <Frame>
      <p role="status">{text}</p>
    </Frame>
  );
}

export function NoAccessPage({ account }: { account: Account }) {
  return (
    <Frame>
      <h1>{t('access.noAccessTitle')}</h1>
      <p>{t('access.noAccessText', { name: account.username })}</p>
      <p>{t('access.noAccessHelp')}</p>
      <p>
        <a className="button button--primary" href="/">
          {t('access.backToApp')}
        </a>
      </p>
    </Frame>
  );
}

export function LoadFailedPage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Frame>
      <h1>{t('access.loadFailedTitle')}</h1>
      <p role="alert">{message}</p>
      <p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('access.retry')}
        </button>
      </p>
    </Frame>
  );
}
