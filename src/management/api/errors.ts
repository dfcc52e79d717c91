// Every failed management call ends in one Dutch sentence: the server's code when we know it
// (the one list of codes, src/shared/errors/messages.ts), otherwise what the status means. Field
// errors of a 400 are read by the forms (formErrors.ts). Reading the answer (status, code, body) and
// telling a network failure are shared with the student app (src/common/api/failure.ts).
import { t } from '../i18n';
import type { ManagementMessageKey } from '../i18n';
import { errorMessage } from '../../shared/errorCodes';
import { errorBody, errorCode, errorStatus, isNetworkError, isTimeout } from '../../common/api/failure';

/** For an answer without a code this build knows. */
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

/** A Dutch sentence for any failure: from the server's code when we know it, else from the status. */
export function describeError(err: unknown): string {
  if (isNetworkError(err)) return t(isTimeout(err) ? 'errors.timeout' : 'errors.network');
  const status = errorStatus(err);
  if (status === null) return t('errors.unknown');
  // The import's checks send the sentence filled in (the columns that are missing, the maximum).
  const { message } = errorBody(err);
  if (typeof message === 'string' && message) return message;
  const known = errorMessage(errorCode(err));
  if (known) return known;
  const key = BY_STATUS[status];
  if (key) return t(key);
  return status >= 500 ? t('errors.server') : t('errors.unknown');
}
