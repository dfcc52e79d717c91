// The module content of the logged-in student (GET /api/test/data): modules in server order and their
// rule configurations keyed by module name (the module dialog looks them up by name). A module whose
// unfinished attempt started on an older version is shown in that version until the attempt is over
// (issue 33: the student finishes the version they started; attempts/startedVersionSagas.ts).
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Module, ModuleConfig } from '../../rules/types';
import type { ModuleContent } from '../../shared/api';
import { loggedOut } from '../account/accountSlice';

/** One module as one version has it, with its rules. */
export interface VersionContent {
  module: Module;
  config: ModuleConfig;
}

export interface ModulesState {
  modules: Module[];
  configs: Record<string, ModuleConfig>;
  loaded: boolean;
  /** The newest content of each module now shown in the version its attempt started on, by module id. */
  newest: Record<number, { module: Module; config: ModuleConfig | null }>;
}

const initialState: ModulesState = { modules: [], configs: {}, loaded: false, newest: {} };

const modulesSlice = createSlice({
  name: 'modules',
  initialState,
  reducers: {
    moduleContentLoaded(state, action: PayloadAction<ModuleContent>) {
      state.modules = action.payload.modules;
      state.configs = Object.fromEntries(action.payload.module_configs.map((config) => [config.name, config]));
      state.loaded = true;
      state.newest = {};
    },
    /** Shows a module in the version an unfinished attempt started on, in the newest one's place. */
    startedVersionShown(state, action: PayloadAction<VersionContent>) {
      const { module, config } = action.payload;
      const index = state.modules.findIndex((m) => m.id === module.id);
      if (index < 0) return;
      const shown = state.modules[index];
      if (!state.newest[module.id])
        state.newest[module.id] = { module: shown, config: state.configs[shown.name] ?? null };
      if (shown.name !== module.name) delete state.configs[shown.name];
      state.modules[index] = module;
      state.configs[module.name] = config;
    },
    /** The attempt is over: the module is shown in its newest version again. */
    newestVersionShown(state, action: PayloadAction<number>) {
      const newest = state.newest[action.payload];
      if (!newest) return;
      const index = state.modules.findIndex((m) => m.id === action.payload);
      if (index >= 0) {
        const shown = state.modules[index];
        if (shown.name !== newest.module.name) delete state.configs[shown.name];
        state.modules[index] = newest.module;
      }
      if (newest.config) state.configs[newest.module.name] = newest.config;
      delete state.newest[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectModules: (state) => state.modules,
    selectModuleConfigs: (state) => state.configs,
    selectModuleContentLoaded: (state) => state.loaded,
    selectModulesShownInStartedVersion: (state) => Object.keys(state.newest).map(Number),
  },
});

export const { moduleContentLoaded, startedVersionShown, newestVersionShown } = modulesSlice.actions;
export const { selectModules, selectModuleConfigs, selectModuleContentLoaded, selectModulesShownInStartedVersion } =
  modulesSlice.selectors;
export default modulesSlice;
