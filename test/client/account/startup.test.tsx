// The start-up saga, run whole through a real store: session check, account, test data, menu;
// and a 401 from any later call logs out locally.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../src/app/store';
import { appStarted } from '../../../src/features/account/accountSlice';
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
});
