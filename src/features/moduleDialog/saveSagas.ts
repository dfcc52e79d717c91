// SAVE_TEST_ANSWER and SAVE_TEST_META, each followed by a run of the rule engine so skipped
// slides, result texts, actions and norms always match the answers saved so far.
import { call, select } from '../../app/typedEffects';
import { put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RootState } from '../../app/store';
import type { Answer, Module, ModuleConfig, ProcessedState, Attempt, AttemptMeta } from '../../rules/types';
import { answerSaved, computedSaved, metaSaved } from '../attempts/attemptsSlice';
import { selectOpenModuleId } from './moduleDialogSelectors';
import { processedUpdated } from './moduleDialogSlice';
import { ruleEngine } from './ruleEngineLoader';
import type { saveAttemptAnswer, saveAttemptMeta } from './moduleDialogActions';

type Context = { module: Module; config: ModuleConfig; attempt: Attempt } | null;

function selectContext(state: RootState, moduleId: number): Context {
  const module = state.modules.modules.find((m) => m.id === moduleId);
  const config = module ? state.modules.configs[module.name] : undefined;
  const attempt = state.attempts.byModule[moduleId];
  return module && config && attempt ? { module, config, attempt } : null;
}

const sameValues = (a: Attempt['computed'], b: Attempt['computed']): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && Object.is(a[k], b[k]));
};

/** Runs the rule engine on the saved attempt; the dialog shows the result, the attempt keeps `computed`. */
export function* reprocess(moduleId: number): SagaIterator<ProcessedState | null> {
  const context = yield* select(selectContext, moduleId);
  if (!context) return null;
  const processModule = yield* call(ruleEngine);
  const processed = processModule(context.module, context.config, context.attempt);
  const openId = yield* select(selectOpenModuleId);
  if (openId === moduleId) yield put(processedUpdated(processed));
  // Most answers change no computed value: then the attempt, and its copy on the device, stay as they are.
  if (!sameValues(context.attempt.computed, processed.computedResult))
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

export function* onSaveAttemptAnswer(action: ReturnType<typeof saveAttemptAnswer>): SagaIterator {
  yield* call(saveAnswer, action.payload.moduleId, action.payload.answer);
}

export function* onSaveAttemptMeta(action: ReturnType<typeof saveAttemptMeta>): SagaIterator {
  yield* call(saveMeta, action.payload.moduleId, action.payload.meta);
}
