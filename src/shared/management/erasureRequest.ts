// A student's open request to have their data erased, as the student's managers see it (issue 21):
// when it was made, nothing more. Confirming erases the student; rejecting closes the request.
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

export const PendingErasureRequest = Type.Object({
  request: Type.Union([Type.Object({ id: Id, requestedAt: Type.String({ format: 'date-time' }) }), Type.Null()]),
});
export type PendingErasureRequest = Static<typeof PendingErasureRequest>;
