// Preloaded state for dialog tests: a logged-in student with the sleep and fitheid modules loaded.
import type { RootState } from '../../../src/app/store';
import type { ModuleConfig, Attempt } from '../../../src/rules/types';
import type { Account } from '../../../src/shared/api';
import { makeAccount } from '../fixtures/account';
import { fitheid, sleep } from '../fixtures/dialogModules';

export function dialogState(
  options: { account?: Account; tests?: Record<number, Attempt>; withoutConfig?: boolean } = {},
): Partial<RootState> {
  const account = options.account ?? makeAccount({ id: 42 });
  const configs: Record<string, ModuleConfig> = options.withoutConfig
    ? {}
    : { slaap: sleep.config, fitheid: fitheid.config };
  return {
    account: { account, initialised: true, imitating: false },
    modules: { modules: [sleep.module, fitheid.module], configs, loaded: true, newest: {} },
    attempts: { byModule: options.tests ?? {} },
  };
}
