// One link component for urls from data (menus, info links): in-app paths use the router, other
// hosts open in a new window without access to this page (rel=noopener noreferrer).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../i18n/nl';

export interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Force a new window, e.g. for downloads on the same host that must not replace the app. */
  newWindow?: boolean;
  'aria-label'?: string;
}

/** True when the url points to another host than the page (mailto: and tel: count as external). */
export function isExternalUrl(href: string, origin: string = window.location.origin): boolean {
  try {
    const url = new URL(href, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
    return url.origin !== origin;
  } catch {
    return false;
  }
}

export function SmartLink({ href, children, className, newWindow, 'aria-label': ariaLabel }: SmartLinkProps) {
  const external = isExternalUrl(href);
  if (external || newWindow) {
    const opensWindow = !href.startsWith('mailto:') && !href.startsWith('tel:');
    // An aria-label replaces the link's content as its name, hidden hint included: repeat the hint.
    const label = ariaLabel && opensWindow ? `${ariaLabel} ${t('common.newWindow')}` : ariaLabel;
    return (
      <a
        href={href}
        className={className}
        aria-label={label}
        {...(opensWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {opensWindow && <span className="visually-hidden"> {t('common.newWindow')}</span>}
      </a>
    );
  }
  const url = new URL(href, window.location.origin);
  return (
    <Link to={`${url.pathname}${url.search}${url.hash}`} className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
