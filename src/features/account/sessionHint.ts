// Keeps index.html's logged-in hint (src/shared/sessionHint.ts) in step with the store: present while
// an account is loaded, removed once the app knows nobody is logged in (the start-up check, a logout,
// a 401). Written only when the answer changes, not on every action.
import type { RootState } from '../../app/store';
import { SESSION_HINT_COOKIE, SESSION_HINT_KEY } from '../../shared/sessionHint';
import { selectInitialised, selectIsLoggedIn } from './accountSelectors';

interface Store {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

function write(loggedIn: boolean): void {
  // The server's copy goes with a logout at once, not at the next page the server answers.
  if (!loggedIn) document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  try {
    if (loggedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked (private mode): the page shows the neutral shell, or the form, as without a hint.
  }
}

export function keepSessionHint(store: Store): () => void {
  let last: boolean | null = null;
  const sync = () => {
    const state = store.getState();
    // Before the session check answers, the store knows nothing yet: keep what the last visit left.
    if (!selectInitialised(state) && !selectIsLoggedIn(state)) return;
    const loggedIn = selectIsLoggedIn(state);
    if (loggedIn === last) return;
    last = loggedIn;
    write(loggedIn);
  };
  sync();
  return store.subscribe(sync);
}
