// The connectivity saga run whole: browser online/offline events through an eventChannel, the
// GET /online probe (body checked, never trusted on status alone), periodic probing, a probe after
// every network error, and the offline bar with the queued-changes count and its tooltip.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiClient } from '../../../src/common/api/client';
import { OfflineBar } from '../../../src/features/connectivity/components/OfflineBar';
import { connectivityTiming } from '../../../src/features/connectivity/connectivitySagas';
import { probeOnline } from '../../../src/features/connectivity/probe';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { skipItem, student } from '../queue/queueState';
import { loggedInState } from '../state';
import { startConnectivity, stopConnectivity } from './sagaHarness';

setupMockServer();
const timing = { ...connectivityTiming };
afterEach(() => {
  stopConnectivity();
  Object.assign(connectivityTiming, timing);
});

const onlineWith = (body: Record<string, unknown>, status = 200) =>
  server.use(http.get('/online', () => HttpResponse.json(body, { status })));

describe('the GET /online probe', () => {
  it('counts as online only when the body says {online: true}', async () => {
    await expect(probeOnline()).resolves.toBe(true);
    onlineWith({ online: false });
    await expect(probeOnline()).resolves.toBe(false);
    // A captive portal or a misbehaving cache: success status, wrong body.
    server.use(http.get('/online', () => new HttpResponse('<html>Log in to Wi-Fi</html>', { status: 200 })));
    await expect(probeOnline()).resolves.toBe(false);
    onlineWith({ error: 'internal_error' }, 503);
    await expect(probeOnline()).resolves.toBe(false);
    server.use(http.get('/online', () => HttpResponse.error()));
    await expect(probeOnline()).resolves.toBe(false);
  });

  it('bypasses the HTTP cache', async () => {
    let cacheMode: RequestCache | null = null;
    server.use(
      http.get('/online', ({ request }) => {
        cacheMode = request.cache;
        return HttpResponse.json({ online: true });
      }),
    );
    await probeOnline();
    expect(cacheMode).toBe('no-store');
  });
});

describe('connectivity saga', () => {
  it('probes at start and periodically, and follows the server going away and coming back', async () => {
    Object.assign(connectivityTiming, { onlineIntervalMs: 20, offlineIntervalMs: 20 });
    const { store, probes } = startConnectivity();
    await waitFor(() => expect(store.getState().connectivity.lastCheckedAt).not.toBeNull());
    expect(store.getState().connectivity.online).toBe(true);
    server.use(http.get('/online', () => HttpResponse.error()));
    await waitFor(() => expect(store.getState().connectivity.online).toBe(false));
    server.resetHandlers();
    await waitFor(() => expect(store.getState().connectivity.online).toBe(true));
    expect(probes()).toBeGreaterThanOrEqual(2);
  });

  it("goes offline at the browser's 'offline' event and online again only after a probe", async () => {
    const { store, probes } = startConnectivity();
    await waitFor(() => expect(probes()).toBe(1));
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().connectivity.online).toBe(false);
    await waitFor(() => expect(probes()).toBe(2));
    onlineWith({ online: false });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(probes()).toBe(3));
    expect(store.getState().connectivity.online).toBe(false);
    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(store.getState().connectivity.online).toBe(true));
  });

  it('treats a network error as offline and probes right after it', async () => {
    const { store, probes } = startConnectivity();
    await waitFor(() => expect(probes()).toBe(1));
    server.use(
      http.get('/menu', () => HttpResponse.error()),
      http.get('/online', () => HttpResponse.error()),
    );
    await expect(apiClient.get('/menu')).rejects.toThrow();
    expect(store.getState().connectivity.online).toBe(false);
    await waitFor(() => expect(probes()).toBe(2));
  });
});

describe('offline bar', () => {
  it('shows offline state and the number of queued changes, with the tooltip', () => {
    renderWithProviders(<OfflineBar />, {
      preloadedState: {
        ...loggedInState(student),
        connectivity: { online: false, lastCheckedAt: null },
        queue: { userId: student.id, items: [skipItem('a', 1), skipItem('b', 2)], setAside: [] },
      },
    });
    const bar = screen.getByText('Je bent offline.').closest('.offline-bar') as HTMLElement;
    expect(bar).toHaveTextContent('Je bent offline.');
    expect(bar).toHaveTextContent('2 wijzigingen in de wachtrij');
    expect(bar).toHaveAttribute('title', 'De wijzigingen worden verwerkt zodra er weer verbinding is.');
    expect(bar).toHaveAccessibleDescription('De wijzigingen worden verwerkt zodra er weer verbinding is.');
  });

  it('is hidden when online with nothing queued', () => {
    renderWithProviders(<OfflineBar />, { preloadedState: { connectivity: { online: true, lastCheckedAt: null } } });
    expect(screen.queryByText(/offline|wachtrij/)).not.toBeInTheDocument();
  });
});
