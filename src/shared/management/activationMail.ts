// What became of an account's latest activation mail (a student's or a colleague's page).
import { Type, type Static } from '@sinclair/typebox';

/** How long the link in an activation mail works. */
export const ACTIVATION_VALID_DAYS = 7;

/**
 * Queued, sent, or given up on, with the mail server's words (usually a typo in the address); or
 * expired: its link no longer works (also once the outbox has forgotten the mail), so it needs sending again.
 */
export const ActivationMailState = Type.Object({
  status: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed'), Type.Literal('expired')]),
  at: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type ActivationMailState = Static<typeof ActivationMailState>;
