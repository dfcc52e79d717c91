// THE ONE BRIDGE from the management site into the student app (docs/architecture.md, "Management
// site", and the lint zone in .eslintrc.json that allows src/management to import src/app/preview
// and nothing else of the student app). The module editor's live preview is the student app's own
// module dialog, not a copy: this file gives it a store of its own (the student app's reducers, the
// dialog's sagas from ./previewSaga, no session, queue or network) holding the draft as the only
// module, and renders <ModuleDialog>. The management site loads it lazily, so neither app's first
// download grows, and the student app never imports it.
import { useEffect, useMemo } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { Provider } from 'react-redux';
import { ModuleDialog } from '../../features/moduleDialog/components/ModuleDialog';
import { openModule } from '../../features/moduleDialog/moduleDialogActions';
import { moduleContentLoaded } from '../../features/modules/modulesSlice';
import type { Module, ModuleConfig } from '../../rules/types';
import { rootReducer } from '../store';
import { previewSaga, restartPreview } from './previewSaga';

export interface ModulePreviewProps {
  module: Module;
  config: ModuleConfig;
  /** Changes to start over at the start screen ("Opnieuw beginnen"). */
  restartKey?: number;
}

export function makePreviewStore(module: Module, config: ModuleConfig) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(previewSaga);
  store.dispatch(moduleContentLoaded({ modules: [module], module_configs: [config] }));
  store.dispatch(openModule(module.id));
  return { store, restart: () => void sagaMiddleware.run(restartPreview) };
}

export function ModulePreview({ module, config, restartKey = 0 }: ModulePreviewProps) {
  // One store per preview; the draft's later versions replace its content in place, so an edit
  // shows at once on the slide the author is looking at.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first draft only; updates below
  const preview = useMemo(() => makePreviewStore(module, config), []);
  useEffect(() => {
    preview.store.dispatch(moduleContentLoaded({ modules: [module], module_configs: [config] }));
  }, [preview, module, config]);
  useEffect(() => {
    if (restartKey > 0) preview.restart();
  }, [preview, restartKey]);
  return (
    <Provider store={preview.store}>
      <ModuleDialog />
    </Provider>
  );
}
