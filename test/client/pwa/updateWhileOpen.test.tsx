// Issue 11 item 5 through the boot code: an open app that becomes visible again asks the browser
// for a new service worker (workbox-window's update()), and the worker that then waits shows the
// spec's banner.
import { act, screen } from '@testing-library/react';
import { startPwa } from '../../../src/features/pwa/boot';
import { UpdateBanner } from '../../../src/features/pwa/components/UpdateBanner';
import { UPDATE_CHECK_INTERVAL_MS } from '../../../src/features/pwa/updateChecks';
import { renderWithProviders } from '../renderWithProviders';

type Listener = (event: { isUpdate?: boolean }) => void;
const mockWorkbox = { listeners: new Map<string, Listener[]>(), update: jest.fn() };
const emit = (type: string) => mockWorkbox.listeners.get(type)?.forEach((l) => l({}));

jest.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      mockWorkbox.listeners.set(type, [...(mockWorkbox.listeners.get(type) ?? []), listener]);
    }
    register() {
      return Promise.resolve(undefined);
    }
    update() {
      return mockWorkbox.update();
    }
  },
}));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => jest.useRealTimers());

it('looks for a new version when the app becomes visible again and shows the banner when one waits', () => {
  jest.useFakeTimers();
  mockWorkbox.update.mockResolvedValue(undefined);
  const { store } = renderWithProviders(<UpdateBanner />);
  startPwa(store);
  expect(mockWorkbox.update).not.toHaveBeenCalled();

  // The student switches away and comes back two minutes later (the app was resumed, not reloaded).
  setVisibility('hidden');
  jest.advanceTimersByTime(2 * 60_000);
  setVisibility('visible');
  expect(mockWorkbox.update).toHaveBeenCalledTimes(1);

  // And while it stays open, every 30 minutes.
  jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
  expect(mockWorkbox.update).toHaveBeenCalledTimes(2);

  // The browser found and installed the new worker: it waits, and the banner says so.
  act(() => emit('waiting'));
  expect(
    screen.getByText('Er is een nieuwe versie van de site beschikbaar. Ververs de pagina om hem te gebruiken.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pagina verversen' })).toBeInTheDocument();
});

it('survives a failed check (offline): the next one tries again', async () => {
  jest.useFakeTimers();
  mockWorkbox.update.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
  const { store } = renderWithProviders(<UpdateBanner />);
  startPwa(store);
  jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
  await Promise.resolve();
  jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
  expect(mockWorkbox.update).toHaveBeenCalledTimes(2);
});
