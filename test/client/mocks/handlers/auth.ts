// Session endpoints over the in-memory model.
import { http, HttpResponse } from 'msw';
import { model } from '../model';
import { guard } from './util';

type Body = Record<string, unknown>;

export const authHandlers = [
  http.post('/api/check-username', async ({ request }) => {
    const blocked = guard(request);
    if (blocked) return blocked;
    const { username } = (await request.json()) as Body;
    const user = model.users.get(String(username));
    if (!user) return HttpResponse.json({ error: 'user_not_found' }, { status: 404 });
    return HttpResponse.json({ result: user.enabled ? 'login' : 'register' });
  }),

  http.post('/api/resend-confirmation', async ({ request }) => {
    const blocked = guard(request);
    if (blocked) return blocked;
    const { username } = (await request.json()) as Body;
    const user = model.users.get(String(username));
    if (!user || user.enabled) return HttpResponse.json({ error: 'user_not_found' }, { status: 404 });
    return HttpResponse.json({ success: true });
  }),

  http.post('/login', async ({ request }) => {
    const blocked = guard(request);
    if (blocked) return blocked;
    const { username, password } = (await request.json()) as Body;
    const user = model.users.get(String(username));
    if (!user || !user.enabled || user.password !== password) {
      return HttpResponse.json({ error: 'Invalid credentials.' }, { status: 401 });
    }
    const complete = user.mfa === 'none';
    if (complete) model.session = user.account.username;
    return HttpResponse.json({
      success: true,
      error: null,
      '2fa_complete': complete,
      email_auth_enabled: user.mfa === 'email',
      google_authenticator_enabled: user.mfa === 'google',
    });
  }),

  http.post('/logout', ({ request }) => {
    const blocked = guard(request);
    if (blocked) return blocked;
    model.session = null;
    return HttpResponse.json({ success: true });
  }),

  http.get('/logged-in', ({ request }) => {
    guard(request);
    return HttpResponse.json({ logged_in: model.session !== null });
  }),
];
