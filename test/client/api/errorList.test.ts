// One list of error codes with their Dutch sentences (src/shared/errors/messages.ts), read by both
// apps; one errorCode/errorStatus pair and one idea of a network failure.
import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import * as studentErrors from '../../../src/api/errors';
import * as failure from '../../../src/common/api/failure';
import * as managementErrors from '../../../src/management/api/errors';
import { ERROR_CODES } from '../../../src/shared/errorCodes';
import { ERROR_MESSAGES } from '../../../src/shared/errors/messages';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const httpError = (status: number, data: unknown) =>
  new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    { status, statusText: '', data, headers: {}, config },
  );

describe('the one list of error codes', () => {
  it('gives every code a Dutch sentence', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(50);
    for (const code of ERROR_CODES) expect(ERROR_MESSAGES[code]).toMatch(/\S/);
  });

  it('holds the management and import codes the older lists had', () => {
    for (const code of ['brin_taken', 'school_not_empty', 'unknown_setting', 'no_valid_rows', 'import_not_found'])
      expect(ERROR_CODES).toContain(code);
  });

  it('is where both apps take their sentences from', () => {
    expect(managementErrors.describeError(httpError(409, { error: 'brin_taken' }))).toBe(ERROR_MESSAGES.brin_taken);
    expect(managementErrors.describeError(httpError(400, { error: 'password_policy' }))).toBe(
      ERROR_MESSAGES.password_policy,
    );
    expect(studentErrors.notificationForCode('no_authenticator_secret')).toEqual({
      type: 'warning',
      header: ERROR_MESSAGES.no_authenticator_secret,
    });
  });

  it("shows the import's filled-in sentence, whatever its code", () => {
    const missing = httpError(400, { error: 'missing_columns', message: 'De volgende kolommen ontbreken: Klas.' });
    expect(managementErrors.describeError(missing)).toBe('De volgende kolommen ontbreken: Klas.');
  });
});

describe('reading a failed call, the same in both apps', () => {
  it('has one errorCode, errorStatus and errorBody, in src/common: neither app writes its own', () => {
    const readers = ['errorCode', 'errorStatus', 'errorBody', 'isNetworkError', 'isTimeout'];
    expect(readers.filter((name) => typeof (failure as Record<string, unknown>)[name] === 'function')).toEqual(readers);
    expect(readers.filter((name) => name in studentErrors || name in managementErrors)).toEqual([]);
  });

  it('calls no answer and a time-out a network failure, and a cancelled request neither', () => {
    const timeout = new AxiosError('timeout', 'ECONNABORTED', config, {});
    const noAnswer = new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const cancelled = new AxiosError('canceled', 'ERR_CANCELED', config, {});
    expect([timeout, noAnswer, cancelled].map(failure.isNetworkError)).toEqual([true, true, false]);
    expect(managementErrors.describeError(timeout)).toBe(
      'De server reageert niet op tijd. Probeer het later nog eens.',
    );
    expect(managementErrors.describeError(noAnswer)).toMatch(/geen verbinding/);
    expect(managementErrors.describeError(cancelled)).not.toMatch(/verbinding/);
    expect([timeout, noAnswer, cancelled].map(failure.errorStatus)).toEqual([null, null, null]);
  });
});
