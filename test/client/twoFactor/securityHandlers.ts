// msw handlers for the account-security endpoints over the shared in-memory model: 2FA check and
// settings, passwords and imitation. Tests install them with server.use(...securityHandlers()).
import { http, HttpResponse } from 'msw';
import type { Account } from '../../../src/shared/api';
import { makeAccount } from '../fixtures/account';
import { guard, unauthorized } from '../mocks/handlers/util';
import { model } from '../mocks/model';

type Body = Record<string, unknown>;

export const EMAIL_CODE = '123456';
export const VALID_TOKEN = 'a'.repeat(43);

/** What the fake server saw in the last request bodies, by path. */
export const seen: Record<string, Body> = {};

export const fail = (error: string, status = 400) => HttpResponse.json({ error }, { status });

const imitationState = { realUser: null as string | null };

export function securityHandlers() {
  imitationState.realUser = null;
  for (const key of Object.keys(seen)) delete seen[key];
  return [
    http.post('/2fa_check', async ({ request }) => {
      const blocked = guard(request);
      if (blocked) return blocked;
      const body = (await request.json()) as Body;
      seen['/2fa_check'] = body;
      if (body._auth_code !== EMAIL_CODE) return fail('2fa_failed', 401);
      model.session = 'leerling.2fa@demo.nl';
      return HttpResponse.json({ success: true, '2fa_complete': true });
    }),
    http.post('/api/account/set-mfa-type', async ({ request }) => {
      const blocked = guard(request);
      if (blocked) return blocked;
      const body = (await request.json()) as Body;
      seen['/api/account/set-mfa-type'] = body;
      const user = model.sessionUser();
      if (!user) return unauthorized();
      // Like the server: a change needs the current password.
      if (body.current_password !== user.password) return fail('incorrect_password', 400);
      user.account = { ...user.account, mfaType: body.type as Account['mfaType'] };
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/account/generate-google-authenticator-secret', async ({ request }) => {
      const blocked = guard(request);
      if (blocked) return blocked;
      const body = (await request.json()) as Body;
      seen['/api/account/generate-google-authenticator-secret'] = body;
      const user = model.sessionUser();
      if (!user) return unauthorized();
      if (body.current_password !== user.password) return fail('incorrect_password', 400);
      user.account = { ...user.account, hasGoogleAuthenticatorSecret: true };
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/resetting/reset', async ({ request }) => {
      const blocked = guard(request);
      if (blocked) return blocked;
      const { email } = (await request.json()) as Body;
      seen['/api/resetting/reset'] = { email };
      if (email === 'vaak@demo.nl') return fail('reset_limit', 429);
      if (email === 'spam@demo.nl') return HttpResponse.json({ error: 'too_many_requests' }, { status: 429 });
      return model.users.has(String(email)) ? HttpResponse.json({ success: true }) : fail('user_not_found', 404);
    }),
    http.post('/api/resetting/set', async ({ request }) => {
      const blocked = guard(request);
      if (blocked) return blocked;
      const body = (await request.json()) as Body;
      seen['/api/resetting/set'] = body;
      if (body.token !== VALID_TOKEN) return fail('invalid_token');
      const forced =
        /^(password_policy|password_breached|old_password_used|user_not_enabled|passwords_dont_match)/.exec(
          String(body.password),
        );
      if (forced) return fail(forced[1]);
      model.session = 'leerling@demo.nl';
      return HttpResponse.json({
        success: true,
        error: null,
        '2fa_complete': true,
        email_auth_enabled: false,
        google_authenticator_enabled: false,
      });
    }),
    http.post('/api/account/change-password', async ({ request }) => {
      const blocked = guard(request);
      if (blocked) return blocked;
      const body = (await request.json()) as Body;
      seen['/api/account/change-password'] = body;
      const user = model.sessionUser();
      if (!user) return unauthorized();
      if (body.current_password !== user.password) return fail('incorrect_password');
      if (body.new_password === user.password) return fail('old_password_used');
      user.password = String(body.new_password);
      return HttpResponse.json({ success: true });
    }),
    http.get('/api/user', ({ request }) => {
      guard(request);
      const user = model.sessionUser();
      if (!user) return unauthorized();
      if (!user.account.roles.includes('ROLE_SUPER_ADMIN')) return fail('forbidden', 403);
      seen['/api/user'] = Object.fromEntries(new URL(request.url).searchParams);
      const items = [...model.users.values()].map((u, i) => ({
        id: i + 1,
        username: u.account.username,
        enabled: u.enabled,
      }));
      return HttpResponse.json({ items, total: items.length, page: 1, limit: 1000 });
    }),
    // Registered before the shared GET /api/account handler, so it sees the imitation parameters first.
    http.get('/api/account', ({ request }) => {
      guard(request);
      const params = new URL(request.url).searchParams;
      const switchTo = params.get('_switch_user');
      if (switchTo !== null) {
        const target = model.users.get(switchTo);
        if (!target) return fail('user_not_found', 404);
        imitationState.realUser = model.session;
        model.session = switchTo;
        return HttpResponse.json({ ...target.account, imitating: true });
      }
      if (params.has('_exit') && imitationState.realUser) {
        model.session = imitationState.realUser;
        imitationState.realUser = null;
      }
      const user = model.sessionUser();
      if (!user) return unauthorized();
      return HttpResponse.json({ ...user.account, imitating: imitationState.realUser !== null });
    }),
  ];
}

export function addSuperAdmin(): Account {
  const account = makeAccount({
    username: 'admin@demo.nl',
    roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_USER'],
    imitate: true,
    givenName: 'Anna',
  });
  model.users.set(account.username, { account, password: 'Welkom-check-2026', enabled: true, mfa: 'none' });
  model.session = account.username;
  return account;
}
