// The installable app: the new-version banner and its one-time reload after skipWaiting, the
// 'add to home' button that exists only after beforeinstallprompt, and the API cache that every
// logout clears (shared school computers).
import { act, screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../../src/app/store';
import { loggedOut } from '../../../src/features/account/accountSlice';
import { startPwa } from '../../../src/features/pwa/boot';
import { InstallButton } from '../../../src/features/pwa/components/InstallButton';
import { UpdateBanner } from '../../../src/features/pwa/components/UpdateBanner';
import { updateWaiting } from '../../../src/features/pwa/pwaSlice';
import { activateWaitingWorker, registerServiceWorker } from '../../../src/features/pwa/serviceWorkerClient';
import { API_CACHE } from '../../../src/sw/cacheNames';
import { renderWithProviders } from '../renderWithProviders';

type Listener = (event: { isUpdate?: boolean }) => void;
const mockWorkbox = { listeners: new Map<string, Listener[]>(), register: jest.fn(), messageSkipWaiting: jest.fn() };
const emit = (type: string, event: { isUpdate?: boolean } = {}) =>
  mockWorkbox.listeners.get(type)?.forEach((l) => l(event));

jest.mock('workbox-window', () => ({
  Workbox: class {
    private readonly scriptUrl: string;
    constructor(scriptUrl: string) {
      this.scriptUrl = scriptUrl;
    }
    addEventListener(type: string, listener: Listener) {
      mockWorkbox.listeners.set(type, [...(mockWorkbox.listeners.get(type) ?? []), listener]);
    }
    register() {
      return mockWorkbox.register(this.scriptUrl);
    }
    messageSkipWaiting() {
      mockWorkbox.messageSkipWaiting();
    }
  },
}));

beforeAll(() => {
  mockWorkbox.register.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

describe('new version', () => {
  it('registers /service-worker.js, shows the banner when a worker waits, and reloads once after skipWaiting', async () => {
    const onWaiting = jest.fn();
    const onFirstControl = jest.fn();
    registerServiceWorker({ onWaiting, onFirstControl });
    expect(mockWorkbox.register).toHaveBeenCalledWith('/service-worker.js');
    emit('waiting');
    expect(onWaiting).toHaveBeenCalledTimes(1);

    const { store, user } = renderWithProviders(<UpdateBanner />);
    expect(screen.queryByText(/nieuwe versie/)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(updateWaiting());
    });
    expect(
      screen.getByText('Er is een nieuwe versie van de site beschikbaar. Ververs de pagina om hem te gebruiken.'),
    ).toBeInTheDocument();

    const reload = jest.fn();
    activateWaitingWorker(reload);
    expect(mockWorkbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    emit('controlling', { isUpdate: true });
    emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onFirstControl).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pagina verversen' }));
    expect(mockWorkbox.messageSkipWaiting).toHaveBeenCalledTimes(2);
  });
});

describe("'add to home'", () => {
  it('appears only after beforeinstallprompt and shows the browser prompt once', async () => {
    const { store, user } = renderWithProviders(<InstallButton />);
    startPwa(store);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    const prompt = jest.fn().mockResolvedValue(undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    // WCAG 2.5.3 (label in name): the accessible name contains the visible text.
    const button = screen.getByRole('button', { name: /Op beginscherm zetten/ });
    expect(button).toHaveTextContent('Op beginscherm zetten');
    await user.click(button);
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });
});

describe('shared computers', () => {
  it('deletes the cached account and test data at every logout', async () => {
    const deleteCache = jest.fn().mockResolvedValue(true);
    Object.defineProperty(globalThis, 'caches', { value: { delete: deleteCache }, configurable: true });
    const store = makeStore();
    store.dispatch(loggedOut());
    await waitFor(() => expect(deleteCache).toHaveBeenCalledWith(API_CACHE));
  });
});
