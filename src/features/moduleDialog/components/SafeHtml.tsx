// Html from the content (start texts, more-info, result texts) is sanitised with DOMPurify before
// it reaches the page: content is edited in a management site and must never run script here. Only
// the html the module editor writes and the server keeps on save passes (one list for the three:
// src/shared/management/richTextHtml.ts).
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '../../../shared/management/richTextHtml';

const ALLOWED = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i'),
};

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
  return DOMPurify.sanitize(html, ALLOWED);
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
