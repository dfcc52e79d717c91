// A warning before unsaved edits are lost: the browser's own question when the tab closes or
// reloads (beforeunload), and a Dutch dialog when a link in the site or the browser's Back button
// would leave the editor. react-router's useBlocker would do the latter, but only under a data
// router, which weighs about 17 KB gzip more in the site's first view (bench/budgets.ts): so a
// link click is held in the capture phase, before the router sees it, and a Back is undone
// (history.go(1)) before the router hears of it, then done again once the author agrees.
import { useEffect, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../../common/ui/ConfirmDialog';
import { tm } from '../../../i18n/modules';

type Pending = { kind: 'link'; to: string } | { kind: 'back' };

/** Whether a path (below the site's base) stays inside `within` (the editor's own tabs). */
export const staysWithin = (path: string, within: string | undefined): boolean =>
  within !== undefined && (path === within || path.startsWith(`${within}/`));

/** The path below the site's base of a same-site link, or null for any other link. */
export function sitePath(anchor: HTMLAnchorElement, base: string): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  const root = base.replace(/\/$/, '');
  if (anchor.pathname !== root && !anchor.pathname.startsWith(`${root}/`)) return null;
  return (anchor.pathname.slice(root.length) || '/') + anchor.search + anchor.hash;
}

/** `within`: paths that start with it (the editor's own tabs) are no leaving. */
export function UnsavedChangesGuard({ when, within }: { when: boolean; within?: string }) {
  const navigate = useNavigate();
  const base = useHref('/');
  const [pending, setPending] = useState<Pending | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return undefined;
    leaving.current = false;
    const root = base.replace(/\/$/, '');
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (leaving.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = sitePath(anchor, base);
      if (path === null || staysWithin(path.split(/[?#]/)[0], within)) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', to: path });
    };
    let undoing = false;
    const onPop = (event: PopStateEvent) => {
      if (leaving.current) return;
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const path = window.location.pathname.slice(root.length) || '/';
      if (staysWithin(path, within)) return;
      // Before the router's own listener: the editor stays, the address goes back to it.
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(1);
      setPending({ kind: 'back' });
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop, true);
    };
  }, [when, within, base]);

  if (!pending) return null;
  return (
    <ConfirmDialog
      header={tm('leave.title')}
      text={tm('leave.text')}
      confirmLabel={tm('leave.leave')}
      cancelLabel={tm('leave.stay')}
      initialFocus="cancel"
      onConfirm={() => {
        leaving.current = true;
        setPending(null);
        if (pending.kind === 'link') void navigate(pending.to);
        else window.history.back();
      }}
      onCancel={() => setPending(null)}
    />
  );
}
