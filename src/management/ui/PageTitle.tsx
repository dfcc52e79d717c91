// The page's h1 and the document title; focus moves to the heading after navigation so screen
// readers announce the new page (a single-page app does not do that by itself).
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { t } from '../i18n';

export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${t('shell.siteSection')} · ${t('shell.siteName')}`;
    ref.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className="mg-title">
      <h1 ref={ref} tabIndex={-1}>
        {title}
      </h1>
      {actions && <div className="mg-title__actions">{actions}</div>}
    </div>
  );
}
