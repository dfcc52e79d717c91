// The error catalogue of docs/product.md §8: every code maps to its Dutch notification, unknown codes
// to the generic danger message, 401 to a local logout, network failures to "offline".
import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { http, HttpResponse } from 'msw';
import { apiClient } from '../../../src/common/api/client';
import { classifyApiError, notificationForCode } from '../../../src/api/errors';
import { errorCode, isNetworkError } from '../../../src/common/api/failure';
import { server, setupMockServer } from '../mocks/server';
import { exitImitation, switchUser } from '../../../src/api/imitation';

setupMockServer();

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function httpError(status: number, data: unknown): AxiosError {
  return new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    { status, statusText: '', data, headers: {}, config },
  );
}

const catalogue: Array<[string, 'warning' | 'danger', string]> = [
  ['Invalid credentials.', 'warning', 'Inloggen niet gelukt'],
  ['2fa_failed', 'warning', 'Verkeerde 2factor code!'],
  ['user_not_found', 'warning', 'Deze gebruiker bestaat niet (meer)!'],
  ['user_not_enabled', 'warning', 'Deze gebruiker is niet actief!'],
  ['password_policy', 'warning', 'Het wachtwoord dient minimaal 10 karakters te zijn.'],
  ['password_breached', 'warning', 'Het gekozen wachtwoord komt voor in een database met uitgelekte wachtwoorden!'],
  ['old_password_used', 'warning', 'Het gekozen wachtwoord mag niet gelijk zijn aan het oude wachtwoord!'],
  ['incorrect_password', 'warning', 'Het ingevulde huidige wachtwoord is niet correct!'],
  ['reset_limit', 'warning', 'Er is korte tijd geleden al een aanvraag voor wachtwoord reset gedaan...'],
  [
    'invalid_token',
    'warning',
    'Deze link voor wachtwoord reset is helaas niet meer geldig. Vraag opnieuw een link aan.',
  ],
  ['passwords_dont_match', 'warning', 'De ingevoerde wachtwoorden komen niet overeen!'],
  ['too_many_requests', 'warning', 'Te veel pogingen. Wacht even en probeer het opnieuw.'],
  ['module_disabled', 'warning', 'Deze module staat uit. Je antwoorden kunnen niet meer worden opgeslagen.'],
  ['payload_too_large', 'danger', 'Deze gegevens zijn te groot om op te slaan.'],
  [
    'invalid_answer',
    'danger',
    'Je antwoorden passen niet (meer) bij deze module. Herlaad de pagina en vul de module opnieuw in.',
  ],
];

describe('notificationForCode', () => {
  it.each(catalogue)('%s → %s %s', (code, type, header) => {
    expect(notificationForCode(code)).toEqual({ type, header });
  });

  it.each(['internal_error', 'invalid_request', 'something_new', null])('%s → the generic danger message', (code) => {
    expect(notificationForCode(code)).toEqual({
      type: 'danger',
      header: 'Oeps, er gaat iets mis!',
      text: 'Er is helaas iets mis gegaan. Probeer de pagina te herladen of probeer het later nog eens.',
    });
  });
});

describe('classifyApiError', () => {
  it('maps a 400 with a catalogue code to its notification', () => {
    expect(classifyApiError(httpError(400, { error: 'password_breached' }))).toEqual({
      kind: 'notify',
      notification: { type: 'warning', header: notificationForCode('password_breached').header },
    });
  });

  it('logs out locally on a 401 outside login', () => {
    expect(classifyApiError(httpError(401, { error: 'unauthorized' }))).toEqual({ kind: 'logout' });
  });

  it("reads any login failure, 401 included, as 'Inloggen niet gelukt'", () => {
    for (const err of [httpError(401, { error: 'Invalid credentials.' }), httpError(401, null)]) {
      const outcome = classifyApiError(err, 'login');
      expect(outcome.kind).toBe('notify');
      expect(outcome.kind === 'notify' && outcome.notification.header).toBe('Inloggen niet gelukt');
    }
  });

  it('sends access_denied without a completed second factor to the code page', () => {
    const outcome = classifyApiError(httpError(401, { error: 'access_denied', '2fa_complete': false }));
    expect(outcome).toMatchObject({
      kind: 'notify',
      redirect: '/2factor-code',
      notification: { header: 'Tweestapsverificatie vereist' },
    });
  });

  it('sends invalid_token to the forgot-password page', () => {
    expect(classifyApiError(httpError(400, { error: 'invalid_token' }))).toMatchObject({
      redirect: '/wachtwoord-vergeten',
    });
  });

  it('reads a 429 without a body as too many attempts', () => {
    expect(classifyApiError(httpError(429, ''))).toMatchObject({
      notification: { header: 'Te veel pogingen. Wacht even en probeer het opnieuw.' },
    });
  });

  it('gives the generic message for a 500 and for non-HTTP errors', () => {
    expect(classifyApiError(httpError(500, { error: 'internal_error' }))).toMatchObject({
      notification: { type: 'danger' },
    });
    expect(classifyApiError(new Error('bug'))).toMatchObject({ notification: { header: 'Oeps, er gaat iets mis!' } });
  });

  it('treats a time-out as offline', () => {
    const timeout = new AxiosError('timeout of 15000ms exceeded', 'ECONNABORTED', config, {});
    expect(isNetworkError(timeout)).toBe(true);
    expect(classifyApiError(timeout)).toMatchObject({ kind: 'offline', notification: { header: 'Geen verbinding' } });
  });
});

describe('through the real axios client', () => {
  it('classifies a failed connection as a network error', async () => {
    server.use(http.get('/api/account', () => HttpResponse.error()));
    const err: unknown = await apiClient.get('/api/account').catch((e: unknown) => e);
    expect(isNetworkError(err)).toBe(true);
    expect(classifyApiError(err).kind).toBe('offline');
  });

  it('reads the error code from the response body', async () => {
    server.use(http.get('/api/account', () => HttpResponse.json({ error: 'user_not_enabled' }, { status: 403 })));
    const err: unknown = await apiClient.get('/api/account').catch((e: unknown) => e);
    expect(isNetworkError(err)).toBe(false);
    expect(errorCode(err)).toBe('user_not_enabled');
  });

  /** Answers `method path` with {} and collects the X-XSRF-TOKEN header of each call (null: none sent). */
  function csrfHeadersOf(method: 'get' | 'post' | 'put' | 'delete', path: string): Array<string | null> {
    const headers: Array<string | null> = [];
    server.use(
      http[method](path, ({ request }) => {
        headers.push(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({});
      }),
    );
    return headers;
  }

  it('sends the CSRF cookie back as the X-XSRF-TOKEN header', async () => {
    const headers = csrfHeadersOf('post', '/logout');
    await apiClient.post('/logout');
    expect(headers).toEqual(['test-csrf-token']);
  });

  it('sends the CSRF header on every method that changes something, PUT and DELETE too', async () => {
    const put = csrfHeadersOf('put', '/api/profile');
    const del = csrfHeadersOf('delete', '/api/profile');
    await apiClient.put('/api/profile', {});
    await apiClient.delete('/api/profile');
    expect([...put, ...del]).toEqual(['test-csrf-token', 'test-csrf-token']);
  });

  it('sends no CSRF header on a read (the server checks none), so a GET never waits for the cookie', async () => {
    const headers = csrfHeadersOf('get', '/api/account');
    await apiClient.get('/api/account');
    expect(headers).toEqual([null]);
  });

  it('sends the CSRF header on the reads that start and end an imitation (the server requires it there)', async () => {
    const headers = csrfHeadersOf('get', '/api/account');
    await switchUser('leerling@demo.nl');
    await exitImitation();
    expect(headers).toEqual(['test-csrf-token', 'test-csrf-token']);
  });
});
