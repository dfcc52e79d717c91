// The Oorcheck flow in the main app (docs/product.md §4) with fake timers: start, open start_url in a
// new window, poll the status every 3 s, close the window on 'complete', save 0 for 'bad' else 1.
import { oorcheckSaga, POLL_INTERVAL_MS } from '../../../src/features/oorcheck/oorcheckSagas';
import { oorcheckRequested } from '../../../src/features/oorcheck/oorcheckSlice';
import { dialogClosed } from '../../../src/features/moduleDialog/moduleDialogSlice';
import * as api from '../../../src/api/oorcheck';
import { GEHOOR_ID, hearingStore, oorcheckSlide } from './hearingModule';

jest.mock('../../../src/api/oorcheck');
const mockedApi = jest.mocked(api);

interface FakeWindow {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  close: jest.Mock;
}

function fakeWindow(): FakeWindow {
  const win: FakeWindow = {
    closed: false,
    opener: window,
    location: { href: 'about:blank' },
    close: jest.fn(() => (win.closed = true)),
  };
  return win;
}

let win: FakeWindow;
let openSpy: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  win = fakeWindow();
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
  mockedApi.startOorcheck.mockResolvedValue({ start_url: 'http://localhost/oorcheck/?token=tok', token: 'tok' });
});

afterEach(() => {
  jest.useRealTimers();
  openSpy.mockRestore();
  jest.resetAllMocks();
});

const savedValue = (store: ReturnType<typeof hearingStore>) =>
  store.getState().attempts.byModule[GEHOOR_ID].answers.find((a) => a.question === oorcheckSlide.id)?.value;

it.each([
  ['bad', 0],
  ['good', 1],
  ['onbekend', 1],
])('polls every 3 s until complete, closes the window and saves %p as %p', async (result, expected) => {
  mockedApi.oorcheckStatus
    .mockResolvedValueOnce({ status: 'pending', result: null })
    .mockResolvedValueOnce({ status: 'started', result: null })
    .mockResolvedValueOnce({ status: 'complete', result });
  const store = hearingStore(oorcheckSaga);
  store.dispatch(oorcheckRequested(oorcheckSlide.id));
  await jest.advanceTimersByTimeAsync(0);

  expect(mockedApi.startOorcheck).toHaveBeenCalledWith(oorcheckSlide.id);
  expect(openSpy).toHaveBeenCalledWith('about:blank', '_blank');
  expect(win.location.href).toBe('http://localhost/oorcheck/?token=tok');
  expect(win.opener).toBeNull(); // the test page cannot reach back into the app
  expect(store.getState().oorcheck).toEqual({ question: oorcheckSlide.id, token: 'tok' });

  // Nothing before 3 s, then one call per 3 s.
  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
  expect(mockedApi.oorcheckStatus).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(mockedApi.oorcheckStatus).toHaveBeenCalledTimes(1);
  expect(mockedApi.oorcheckStatus).toHaveBeenLastCalledWith('tok');
  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  expect(mockedApi.oorcheckStatus).toHaveBeenCalledTimes(2);
  expect(win.close).not.toHaveBeenCalled();
  expect(savedValue(store)).toBeUndefined();

  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  expect(mockedApi.oorcheckStatus).toHaveBeenCalledTimes(3);
  expect(win.close).toHaveBeenCalledTimes(1);
  expect(savedValue(store)).toBe(expected);
  // The slide shows it at once, and polling has stopped.
  expect(store.getState().moduleDialog.draft).toMatchObject({
    question: oorcheckSlide.id,
    value: expected,
    skip: false,
  });
  expect(store.getState().oorcheck.question).toBeNull();
  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
  expect(mockedApi.oorcheckStatus).toHaveBeenCalledTimes(3);
});

it('stops polling and closes the window when the module is closed', async () => {
  mockedApi.oorcheckStatus.mockResolvedValue({ status: 'started', result: null });
  const store = hearingStore(oorcheckSaga);
  store.dispatch(oorcheckRequested(oorcheckSlide.id));
  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
  expect(mockedApi.oorcheckStatus).toHaveBeenCalledTimes(2);
  store.dispatch(dialogClosed());
  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
  expect(mockedApi.oorcheckStatus).toHaveBeenCalledTimes(2);
  expect(win.close).toHaveBeenCalled();
});

it('stops with a notice when the student closes the window before the test is done', async () => {
  mockedApi.oorcheckStatus.mockResolvedValue({ status: 'started', result: null });
  const store = hearingStore(oorcheckSaga);
  store.dispatch(oorcheckRequested(oorcheckSlide.id));
  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  win.closed = true;
  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
  expect(mockedApi.oorcheckStatus).toHaveBeenCalledTimes(2);
  expect(store.getState().notifications.items.map((n) => n.header)).toContain(
    'Het venster van de Oorcheck is gesloten voordat de test klaar was.',
  );
  expect(savedValue(store)).toBeUndefined();
});

it('warns when the popup is blocked and a second click does not start a second test', async () => {
  openSpy.mockImplementation(() => null);
  const store = hearingStore(oorcheckSaga);
  store.dispatch(oorcheckRequested(oorcheckSlide.id));
  await jest.advanceTimersByTimeAsync(0);
  expect(store.getState().notifications.items[0]).toMatchObject({ type: 'warning', header: 'Pop-up geblokkeerd' });
  expect(store.getState().oorcheck.question).toBeNull();

  openSpy.mockImplementation(() => win as unknown as Window);
  mockedApi.oorcheckStatus.mockResolvedValue({ status: 'started', result: null });
  store.dispatch(oorcheckRequested(oorcheckSlide.id));
  store.dispatch(oorcheckRequested(oorcheckSlide.id));
  await jest.advanceTimersByTimeAsync(0);
  expect(mockedApi.startOorcheck).toHaveBeenCalledTimes(2); // once blocked, once running
});

it("opens a relative start_url on the app's own origin", async () => {
  mockedApi.startOorcheck.mockResolvedValue({ start_url: '/oorcheck/?token=tok', token: 'tok' });
  mockedApi.oorcheckStatus.mockResolvedValue({ status: 'started', result: null });
  const store = hearingStore(oorcheckSaga);
  store.dispatch(oorcheckRequested(oorcheckSlide.id));
  await jest.advanceTimersByTimeAsync(0);
  expect(win.location.href).toBe(`${window.location.origin}/oorcheck/?token=tok`);
  store.dispatch(dialogClosed());
});

it('saves nothing for a refused run, closes the window and asks for a new test', async () => {
  mockedApi.oorcheckStatus
    .mockResolvedValueOnce({ status: 'started', result: null })
    .mockResolvedValueOnce({ status: 'refused', result: null });
  const store = hearingStore(oorcheckSaga);
  store.dispatch(oorcheckRequested(oorcheckSlide.id));
  await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
  expect(mockedApi.oorcheckStatus).toHaveBeenCalledTimes(2);
  expect(savedValue(store)).toBeUndefined();
  expect(win.close).toHaveBeenCalled();
  expect(store.getState().notifications.items.map((n) => n.header)).toContain('De Oorcheck telde niet mee');
});
