// A warning before unsaved edits are lost: the browser's own question when the tab closes or
// reloads (beforeunload), and a Dutch dialog when a link inside the site would leave the editor
// (react-router's blocker). The blocker needs a data router (index.tsx makes one); rendered under
// a plain <Router> (the other pages' tests) only the beforeunload half is active.
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../../common/ui/ConfirmDialog';
import { tm } from '../../../i18n/modules';

/** `within`: paths that start with it (the editor's own tabs) are no leaving. */
export function UnsavedChangesGuard({ when, within }: { when: boolean; within?: string }) {
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouteLeaveGuard when={when} within={within} /> : null;
}

function RouteLeaveGuard({ when, within }: { when: boolean; within?: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!when || currentLocation.pathname === nextLocation.pathname) return false;
    return !(within && (nextLocation.pathname === within || nextLocation.pathname.startsWith(`${within}/`)));
  });
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      header={tm('leave.title')}
      text={tm('leave.text')}
      confirmLabel={tm('leave.leave')}
      cancelLabel={tm('leave.stay')}
      initialFocus="cancel"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
