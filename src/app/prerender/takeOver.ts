// How the app takes over index.html's prerendered home page (src/app/prerender/renderHome.tsx). When
// that page shows the login form, the app renders once the start-up session check has answered, so the
// visitor sees the form the whole time instead of form → empty page with the loading overlay → form.
// A student whose hint (src/shared/sessionHint.ts) hid the form, and every other page, gets the app at
// once, as without prerendering. Rendering replaces the markup (it does not hydrate it).
import type { AppStore } from '../store';
import { selectInitialised } from '../../features/account/accountSelectors';
import { NEUTRAL_SHELL_CLASS } from '../../shared/sessionHint';

/** A session check that takes longer than this shows the app's own loading state instead of the form. */
export const TAKE_OVER_AFTER_MS = 4_000;

export function takeOver(store: AppStore, container: HTMLElement, render: () => void): void {
  const showsForm =
    container.hasAttribute('data-prerendered') && !document.documentElement.classList.contains(NEUTRAL_SHELL_CLASS);
  let done = false;
  const renderNow = () => {
    if (done) return;
    done = true;
    // A tap on the prerendered (read-only) e-mail field keeps its focus on the app's own field.
    const focusedName = (document.activeElement as HTMLInputElement | null)?.name;
    container.removeAttribute('data-prerendered');
    render();
    if (focusedName) container.querySelector<HTMLElement>(`input[name="${focusedName}"]`)?.focus();
  };
  if (!showsForm) {
    renderNow();
    return;
  }
  const timer = setTimeout(finish, TAKE_OVER_AFTER_MS);
  const unsubscribe = store.subscribe(() => {
    if (selectInitialised(store.getState())) finish();
  });
  function finish() {
    clearTimeout(timer);
    unsubscribe();
    renderNow();
  }
  if (selectInitialised(store.getState())) finish();
}
