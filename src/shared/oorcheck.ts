// /api/oorcheck: starting a hearing test and reading its state (the student app), and the answers of
// the test page itself.
import { Type, type Static } from '@sinclair/typebox';
import { oneOf } from './describes';
import { Nullable } from './nullable';

export const OorcheckStartResponse = Type.Object({
  /** Page where the student does the hearing test (opened in a new window). */
  start_url: Type.String(),
  token: Type.String(),
});
export type OorcheckStartResponse = Static<typeof OorcheckStartResponse>;

/** 'refused': the run ended with a threshold no listener reaches; it is not a result. */
export const OorcheckStatus = oneOf(['pending', 'started', 'complete', 'refused'] as const);
export type OorcheckStatus = Static<typeof OorcheckStatus>;

export const OorcheckStatusResponse = Type.Object({
  status: OorcheckStatus,
  /** 'good' or 'bad' once complete (an external provider may use other values); null before. */
  result: Nullable(Type.String()),
});
export type OorcheckStatusResponse = Static<typeof OorcheckStatusResponse>;
