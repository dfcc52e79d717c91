// The app's take-over of index.html's prerendered home page (src/app/prerender/takeOver.ts): with the
// login form showing, it renders once the session check has answered (or after a time-out); with the
// neutral shell (a session hint, another path) or no prerendered markup, at once.
import { makeStore } from '../../../src/app/store';
import { TAKE_OVER_AFTER_MS, takeOver } from '../../../src/app/prerender/takeOver';
import { accountInitialised } from '../../../src/features/account/accountSlice';
import { NEUTRAL_SHELL_CLASS } from '../../../src/shared/sessionHint';

function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-prerendered', '');
  root.innerHTML = '<main><input name="username" readonly></main>';
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.classList.remove(NEUTRAL_SHELL_CLASS);
  jest.useRealTimers();
});

describe('takeOver', () => {
  it('keeps the prerendered login form until the session check has answered', () => {
    const store = makeStore();
    const root = prerenderedRoot();
    const render = jest.fn();
    takeOver(store, root, render);
    expect(render).not.toHaveBeenCalled();
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    store.dispatch(accountInitialised());
    expect(render).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    store.dispatch(accountInitialised());
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders after a time-out when the session check does not answer', () => {
    jest.useFakeTimers();
    const render = jest.fn();
    takeOver(makeStore(), prerenderedRoot(), render);
    jest.advanceTimersByTime(TAKE_OVER_AFTER_MS - 1);
    expect(render).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders at once when the hint script chose the neutral shell', () => {
    document.documentElement.classList.add(NEUTRAL_SHELL_CLASS);
    const render = jest.fn();
    takeOver(makeStore(), prerenderedRoot(), render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders at once without prerendered markup (a development build)', () => {
    const root = document.createElement('div');
    const render = jest.fn();
    takeOver(makeStore(), root, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("moves the focus from the prerendered e-mail field to the app's own", () => {
    const store = makeStore();
    const root = prerenderedRoot();
    root.querySelector('input')!.focus();
    takeOver(store, root, () => {
      root.innerHTML = '<main><input name="username"></main>';
    });
    store.dispatch(accountInitialised());
    expect(document.activeElement).toBe(root.querySelector('input'));
    expect(document.activeElement?.hasAttribute('readonly')).toBe(false);
  });
});
