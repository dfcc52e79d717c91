// Preloaded state pieces for tests: an initialised app with or without a logged-in account.
import type { Account, ModuleContent } from '../../src/shared/api';
import type { RootState } from '../../src/app/store';

export function loggedInState(account: Account): Partial<RootState> {
  return { account: { account, initialised: true, imitating: account.imitating } };
}

export function anonymousState(): Partial<RootState> {
  return { account: { account: null, initialised: true, imitating: false } };
}

/** Logged in with test data already loaded (modules slice filled as after GET /api/test/data). */
export function loggedInWithData(account: Account, data: ModuleContent): Partial<RootState> {
  return {
    ...loggedInState(account),
    modules: {
      modules: data.modules,
      configs: Object.fromEntries(data.module_configs.map((config) => [config.name, config])),
      loaded: true,
      newest: {},
    },
  };
}
