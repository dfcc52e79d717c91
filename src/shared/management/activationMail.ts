// What became of an account's latest activation mail (a student's or a colleague's page).
import { Type, type Static } from '@sinclair/typebox';

/** Queued, sent, or given up on, with the mail server's words (usually a typo in the address). */
export const ActivationMailState = Type.Object({
  status: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
  at: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type ActivationMailState = Static<typeof ActivationMailState>;
