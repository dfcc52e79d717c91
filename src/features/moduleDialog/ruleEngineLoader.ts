// The rule engine (with jexl) is needed only once a module is opened, so it is not part of the
// first download: it is loaded with the module dialog's chunk on the first open. Once loaded it is
// returned synchronously, so redux-saga's call() does not wait a tick on later answers.
import { registerPreloader } from '../../common/lib/lazyComponent';
import type { processModule as ProcessModule } from '../../rules/engine';

export type ProcessModuleFn = typeof ProcessModule;

let loaded: ProcessModuleFn | null = null;
let loading: Promise<ProcessModuleFn> | null = null;

export function ruleEngine(): ProcessModuleFn | Promise<ProcessModuleFn> {
  if (loaded) return loaded;
  loading ??= import(/* webpackChunkName: "module-dialog" */ '../../rules/engine').then((engine) => {
    // After each answer only the expressions that read it are evaluated again (issue 35).
    engine.rememberResults(true);
    loaded = engine.processModule;
    return loaded;
  });
  return loading;
}

registerPreloader(async () => ruleEngine());
