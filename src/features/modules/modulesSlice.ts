// The module content of the logged-in student (GET /api/test/data): modules in server order and their
// rule configurations keyed by module name (the module dialog looks them up by name).
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Module, ModuleConfig } from '../../rules/types';
import type { ModuleContent } from '../../shared/api';
import { loggedOut } from '../account/accountSlice';

export interface ModulesState {
  modules: Module[];
  configs: Record<string, ModuleConfig>;
  loaded: boolean;
}

const initialState: ModulesState = { modules: [], configs: {}, loaded: false };

const modulesSlice = createSlice({
  name: 'modules',
  initialState,
  reducers: {
    moduleContentLoaded(state, action: PayloadAction<ModuleContent>) {
      state.modules = action.payload.modules;
      state.configs = Object.fromEntries(action.payload.module_configs.map((config) => [config.name, config]));
      state.loaded = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectModules: (state) => state.modules,
    selectModuleConfigs: (state) => state.configs,
    selectModuleContentLoaded: (state) => state.loaded,
  },
});

export const { moduleContentLoaded } = modulesSlice.actions;
export const { selectModules, selectModuleConfigs, selectModuleContentLoaded } = modulesSlice.selectors;
export default modulesSlice;
