// The start-up saga, run whole through a real store: session check, account, test data, menu;
// and a 401 from any later call logs out locally.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../src/app/store';
import { sendSessionCheckEarly } from '../../../src/app/sessionCheck';
import * as auth from '../../../src/common/api/auth';
import { appStarted } from '../../../src/features/account/accountSlice';
import { markLogoutPending } from '../../../src/features/account/pendingLogout';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';

setupMockServer();

describe('app start', () => {
  it('loads account, test data and menu when a session exists', async () => {
    model.session = 'leerling@demo.nl';
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true));
    expect(store.getState().account.account?.username).toBe('leerling@demo.nl');
    expect(store.getState().modules.modules.map((m) => m.name)).toEqual(['beweging']);
    await waitFor(() => expect(store.getState().menu.items).toHaveLength(2));
    expect(store.getState().loading.pending).toBe(0);
  });

  it('initialises without account and without asking for it when there is no session', async () => {
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true));
    expect(store.getState().account.account).toBeNull();
    expect(model.calls).not.toContain('GET /api/account');
  });

  it('logs out locally when the account call answers 401', async () => {
    model.session = 'leerling@demo.nl';
    server.use(http.get('/api/test/data', () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 })));
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true));
    expect(store.getState().account.account).toBeNull();
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('shows the offline notice when the server cannot be reached, and still initialises', async () => {
    server.use(http.get('/logged-in', () => HttpResponse.error()));
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true));
    expect(store.getState().notifications.items[0]).toMatchObject({ type: 'warning', header: 'Geen verbinding' });
  });

  it('sends the session check before the store is made, and asks only once', async () => {
    model.session = 'leerling@demo.nl';
    const check = jest.spyOn(auth, 'fetchLoggedIn');
    sendSessionCheckEarly();
    expect(check).toHaveBeenCalledTimes(1);
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true));
    // The start-up saga took that answer instead of asking again.
    expect(check).toHaveBeenCalledTimes(1);
    check.mockRestore();
    expect(model.calls.filter((c) => c === 'GET /logged-in')).toHaveLength(1);
    expect(store.getState().account.account?.username).toBe('leerling@demo.nl');
  });

  it('sends no early check while a logout is pending: the logout is settled first, then checked', async () => {
    model.session = 'leerling@demo.nl';
    markLogoutPending();
    const check = jest.spyOn(auth, 'fetchLoggedIn');
    sendSessionCheckEarly();
    expect(check).not.toHaveBeenCalled();
    check.mockRestore();
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true));
    expect(model.calls.indexOf('POST /logout')).toBeGreaterThanOrEqual(0);
    expect(model.calls.indexOf('POST /logout')).toBeLessThan(model.calls.indexOf('GET /logged-in'));
    expect(store.getState().account.account).toBeNull();
  });

  it('asks for the account and the test data together, not one after the other', async () => {
    model.session = 'leerling@demo.nl';
    let dataAsked: () => void = () => undefined;
    const bothAsked = new Promise<'both'>((resolve) => (dataAsked = () => resolve('both')));
    server.use(
      // The account answers only once the test data has been asked for (or fails after 5 s).
      http.get('/api/account', async () => {
        const seen = await Promise.race([bothAsked, new Promise((done) => setTimeout(() => done('alone'), 5_000))]);
        return seen === 'both'
          ? HttpResponse.json(model.sessionUser()!.account)
          : HttpResponse.json({ error: 'test_data_not_asked' }, { status: 500 });
      }),
      http.get('/api/test/data', () => {
        dataAsked();
        return HttpResponse.json(model.testData);
      }),
    );
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true), { timeout: 8_000 });
    expect(store.getState().account.account?.username).toBe('leerling@demo.nl');
    expect(store.getState().modules.modules.map((m) => m.name)).toEqual(['beweging']);
  });

  it('keeps the account when only the test data fails to arrive', async () => {
    model.session = 'leerling@demo.nl';
    server.use(http.get('/api/test/data', () => HttpResponse.error()));
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true));
    expect(store.getState().account.account?.username).toBe('leerling@demo.nl');
    expect(store.getState().modules.modules).toEqual([]);
  });
});
