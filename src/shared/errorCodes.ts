// Every error code the API answers with, once: the ErrorCode type (client and server) and the
// server's response schemas (server/schemas/common.ts, and so the OpenAPI document) derive from it.
export const ERROR_CODES = [
  'Invalid credentials.',
  '2fa_failed',
  'access_denied',
  'user_not_found',
  'user_not_enabled',
  'password_policy',
  'password_breached',
  'old_password_used',
  'incorrect_password',
  'reset_limit',
  'invalid_token',
  'passwords_dont_match',
  'invalid_request',
  'invalid_csrf_token',
  'unauthorized',
  'forbidden',
  'not_found',
  'too_many_requests',
  'unknown_module',
  // A finish with answers the module cannot have produced, or a finish/skip of a disabled module (400).
  'invalid_answer',
  'module_disabled',
  // A body over the route's size cap (413).
  'payload_too_large',
  // Oorcheck: a hearing test that was already completed (409), the external provider failing (502).
  'already_complete',
  'already_answered',
  'provider_unavailable',
  'internal_error',
] as const;

/** Every 4xx/5xx body: { error: code }. */
export type ErrorCode = (typeof ERROR_CODES)[number];
