// Preloaded state with a module open on its result stage: the test holds the given answers and the
// processed state is what the real rule engine makes of them.
import type { RootState } from '../../../src/app/store';
import { processModule } from '../../../src/rules/engine';
import type { Answer, Module, ModuleConfig, AttemptMeta } from '../../../src/rules/types';
import { dialogState } from '../moduleDialog/dialogState';

export const TEST_ID = '0b7e9a52-3c1d-4f2e-9a6b-1c2d3e4f5a6b';

export function resultState(
  built: { module: Module; config: ModuleConfig },
  answers: Answer[],
  meta: AttemptMeta = { age: 16, gender: 'female' },
): Partial<RootState> {
  const { module, config } = built;
  const test = { id: TEST_ID, module: module.id, answers, meta, computed: {}, finished: false, updatedAt: Date.now() };
  const processed = processModule(module, config, test);
  const state = dialogState({ tests: { [module.id]: test } });
  // The given module replaces the loaded one with its id, so a test can hand in a changed copy.
  const loaded = state.modules!;
  return {
    ...state,
    modules: {
      ...loaded,
      modules: loaded.modules.map((m) => (m.id === module.id ? module : m)),
      configs: { ...loaded.configs, [config.name]: config },
    },
    moduleDialog: {
      moduleId: module.id,
      stage: 'result',
      slideIndex: 0,
      error: null,
      processed,
      draft: null,
      draftMeta: {},
      postSlideAsks: null,
      contactOpen: false,
      contactOpened: false,
    },
  };
}
