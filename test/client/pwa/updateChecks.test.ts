// Issue 11 item 5: an open page looks for a new version when it becomes visible again and every
// 30 minutes (before, only a reload did, so a resumed installed app kept its old version for days).
import { UPDATE_CHECK_INTERVAL_MS, watchForUpdates } from '../../../src/features/pwa/updateChecks';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stop: () => void = () => undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stop();
  jest.useRealTimers();
  setVisibility('visible');
});

describe('update checks of an open page', () => {
  it('checks every 30 minutes while the page stays open', () => {
    const check = jest.fn();
    stop = watchForUpdates(check);
    jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('checks when the page becomes visible again, not when it is hidden, and not on every tab switch', () => {
    const check = jest.fn();
    stop = watchForUpdates(check);
    jest.advanceTimersByTime(5 * 60_000);
    setVisibility('hidden');
    expect(check).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(1);
    // Back and forth within a minute: one check is enough.
    jest.advanceTimersByTime(10_000);
    setVisibility('hidden');
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stops checking when stopped', () => {
    const check = jest.fn();
    watchForUpdates(check)();
    jest.advanceTimersByTime(3 * UPDATE_CHECK_INTERVAL_MS);
    setVisibility('hidden');
    setVisibility('visible');
    expect(check).not.toHaveBeenCalled();
  });
});
