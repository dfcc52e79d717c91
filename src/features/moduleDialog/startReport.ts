// Tells the server that the student opened a module (its first slide of a new attempt), for the
// statistics' participation "started" (issue 34). Best effort and in the background: through the
// offline queue when there is no connection (so the start is not lost, and the server stores a replay
// once), never a loading overlay, a message or an error for the student. Only the student app runs
// this (moduleDialogSaga): the editor's preview starts attempts too and must not report them.
import { call } from '../../app/typedEffects';
import type { SagaIterator } from 'redux-saga';
import type { attemptCreated } from '../attempts/attemptsSlice';
import { sendOrQueue } from '../queue/sendOrQueue';

export function* reportModuleStart(action: ReturnType<typeof attemptCreated>): SagaIterator {
  try {
    yield* call(sendOrQueue, { type: 'START_MODULE', data: { module: action.payload.module } });
  } catch {
    // Refused (the module was switched off meanwhile) or a server error: statistics only, so dropped.
  }
}
