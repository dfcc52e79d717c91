// The module dialog (slides, question inputs, results, finish modal, DOMPurify) is its own chunk:
// the login page does not download it. The open saga loads the same chunk (it holds the rule
// engine too) before it marks the module open, so by the time this renders the code is there.
import { Suspense, useEffect } from 'react';
import { lazyComponent } from '../../../common/lib/lazyComponent';
import { ruleEngine } from '../ruleEngineLoader';

const ModuleDialog = lazyComponent(() =>
  import(/* webpackChunkName: "module-dialog" */ './ModuleDialog').then((m) => m.ModuleDialog),
);

export function LazyModuleDialog() {
  return (
    <Suspense fallback={null}>
      <ModuleDialog />
    </Suspense>
  );
}

/**
 * Once a student is logged in, opening a module is the next thing they do: fetch the dialog's
 * chunk while the overview loads its data, so the click does not wait for the network.
 */
export function usePreloadModuleDialog(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    // A failed preload (offline) is retried by the open saga and React.lazy on first use.
    Promise.all([ModuleDialog.preload(), ruleEngine()]).catch(() => undefined);
  }, [loggedIn]);
}
