// Every failed management call ends in one Dutch sentence: the server's code when we know it,
// otherwise what the status means. Field errors of a 400 are read by the forms (formErrors.ts).
import { isAxiosError } from 'axios';
import { t } from '../i18n';
import type { ManagementMessageKey } from '../i18n';
import { managementErrorMessages } from '../../shared/management/messages';

const BY_STATUS: Record<number, ManagementMessageKey> = {
  400: 'errors.invalid',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  413: 'errors.tooLarge',
  415: 'errors.invalid',
  429: 'errors.tooMany',
};

export function errorStatus(err: unknown): number | null {
  return isAxiosError(err) ? (err.response?.status ?? null) : null;
}

export function errorBody(err: unknown): Record<string, unknown> {
  if (!isAxiosError(err)) return {};
  const data: unknown = err.response?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** The server's `error` code, if it sent one. */
export function errorCode(err: unknown): string | null {
  const code = errorBody(err).error;
  return typeof code === 'string' ? code : null;
}

/** Codes the management routes send whose meaning is more precise than their status. */
const BY_CODE: Record<string, ManagementMessageKey> = {
  too_many_requests: 'errors.tooMany',
  payload_too_large: 'errors.tooLarge',
};

/** Codes whose answer carries its own Dutch `message` (the student import's file refusals). */
const DUTCH_MESSAGE_CODES = new Set([
  'empty_file',
  'unsupported_file_type',
  'unreadable_file',
  'file_too_large',
  'too_many_rows',
  'missing_columns',
  'no_header',
  'invalid_mapping',
  'no_valid_rows',
  'import_conflict',
  'school_required',
]);

/** A Dutch sentence for any failure: from the server's code when we know it, else from the status. */
export function describeError(err: unknown): string {
  if (isAxiosError(err)) {
    if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') return t('errors.timeout');
    if (!err.response) return t('errors.network');
    const code = errorCode(err);
    const message = errorBody(err).message;
    if (code && DUTCH_MESSAGE_CODES.has(code) && typeof message === 'string' && message) return message;
    if (code && code in managementErrorMessages && code !== 'invalid_request')
      return managementErrorMessages[code as keyof typeof managementErrorMessages];
    const key = (code && BY_CODE[code]) || BY_STATUS[err.response.status];
    if (key) return t(key);
    if (err.response.status >= 500) return t('errors.server');
  }
  return t('errors.unknown');
}
