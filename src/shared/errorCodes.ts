// Every error code the API answers with, derived from the one list with their Dutch messages
// (src/shared/errors/messages.ts): the ErrorCode type (client and server) and the server's response
// schemas (server/schemas/common.ts, and so the OpenAPI document) come from it.
import { ERROR_MESSAGES } from './errors/messages';

/** Every 4xx/5xx body: { error: code }. */
export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode =>
  Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, code);

/** The Dutch sentence for a code the server sent; undefined for a code this build does not know. */
export const errorMessage = (code: string | null): string | undefined =>
  code !== null && isErrorCode(code) ? ERROR_MESSAGES[code] : undefined;

export { ERROR_MESSAGES };
