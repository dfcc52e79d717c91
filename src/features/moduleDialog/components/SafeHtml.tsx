// Html from the content (start texts, more-info, result texts) is sanitised with DOMPurify before
// it reaches the page: content is edited in a management site and must never run script here.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hookInstalled = false;

/** Links to other hosts open in a new window (docs/product.md §2), without access to this window. */
function installLinkHook(): void {
  if (hookInstalled) return;
  hookInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.getAttribute('href')) return;
    const url = new URL(node.getAttribute('href') ?? '', window.location.href);
    if (url.host !== window.location.host) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  installLinkHook();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

interface Props {
  html: string | null | undefined;
  className?: string;
  id?: string;
}

export function SafeHtml({ html, className, id }: Props) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
