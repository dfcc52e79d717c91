// SAVE_TEST_ANSWER and SAVE_TEST_META, each followed by a run of the rule engine so skipped
// slides, result texts, actions and norms always match the answers saved so far.
import { call, select } from '../../app/typedEffects';
import { put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RootState } from '../../app/store';
import type { Answer, Module, ModuleConfig, ProcessedState, Attempt, AttemptMeta } from '../../rules/types';
import { answerSaved, computedSaved, metaSaved } from '../attempts/testsSlice';
import { selectOpenModuleId } from './moduleDialogSelectors';
import { processedUpdated } from './moduleDialogSlice';
import { ruleEngine } from './ruleEngineLoader';
import type { saveTestAnswer, saveTestMeta } from './moduleDialogActions';

type Context = { module: Module; config: ModuleConfig; test: Attempt } | null;

function selectContext(state: RootState, moduleId: number): Context {
  const module = state.modules.modules.find((m) => m.id === moduleId);
  const config = module ? state.modules.configs[module.name] : undefined;
  const test = state.tests.byModule[moduleId];
  return module && config && test ? { module, config, test } : null;
}

/** Runs the rule engine on the saved test; the dialog shows the result, the test keeps `computed`. */
export function* reprocess(moduleId: number): SagaIterator<ProcessedState | null> {
  const context = yield* select(selectContext, moduleId);
  if (!context) return null;
  const processModule = yield* call(ruleEngine);
  const processed = processModule(context.module, context.config, context.test);
  const openId = yield* select(selectOpenModuleId);
  if (openId === moduleId) yield put(processedUpdated(processed));
  yield put(computedSaved({ moduleId, computed: processed.computedResult }));
  return processed;
}

export function* saveAnswer(moduleId: number, answer: Answer): SagaIterator {
  yield put(answerSaved({ moduleId, answer }));
  yield* call(reprocess, moduleId);
}

export function* saveMeta(moduleId: number, meta: Partial<AttemptMeta>): SagaIterator {
  yield put(metaSaved({ moduleId, meta }));
  yield* call(reprocess, moduleId);
}

export function* onSaveTestAnswer(action: ReturnType<typeof saveTestAnswer>): SagaIterator {
  yield* call(saveAnswer, action.payload.moduleId, action.payload.answer);
}

export function* onSaveTestMeta(action: ReturnType<typeof saveTestMeta>): SagaIterator {
  yield* call(saveMeta, action.payload.moduleId, action.payload.meta);
}
