// The logged-in hint that index.html reads before the first paint (issue 35). index.html carries the
// logged-out home page, prerendered at build time (src/app/prerender); a student with a session must
// not see that login form flash before the app shows the overview. The session cookie is http-only,
// so the app keeps a hint of its own in localStorage: set while an account is loaded, removed when
// the app knows nobody is logged in (logout, an ended session). A stale hint (the browser closed,
// the session ended) costs only the prerendered form: the page shows the neutral shell until the
// app has asked the server. The inline script below is the only inline script of the app; the
// server allows exactly this text by its hash (server/plugins/app/securityHeaders.ts).

export const SESSION_HINT_KEY = 'lrc.session';

/**
 * The same hint from the server: a page it answers to someone with a session carries this readable
 * cookie (server/plugins/app/sessionHintCookie.ts), so a browser that has the session but not yet the
 * app's own hint (a fresh profile with the session cookie, Lighthouse's logged-in run) sees no form
 * either. Not a credential: it says only that the page should wait for the app.
 */
export const SESSION_HINT_COOKIE = 'lrc_hint';

/** The class the script puts on <html> when the prerendered login form must stay hidden. */
export const NEUTRAL_SHELL_CLASS = 'lrc-neutral';

/**
 * Runs in <head> before the body is parsed: the login form shows only on the home page ('/', the page
 * it was rendered for) to a visitor without either hint; everyone else sees the header and footer.
 */
export const SESSION_HINT_SCRIPT =
  `try{if(location.pathname!=='/'||localStorage.getItem('${SESSION_HINT_KEY}')||/(^|; )${SESSION_HINT_COOKIE}=1/.test(document.cookie))` +
  `document.documentElement.classList.add('${NEUTRAL_SHELL_CLASS}')}` +
  `catch(e){document.documentElement.classList.add('${NEUTRAL_SHELL_CLASS}')}`;
