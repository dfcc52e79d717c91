// Cookie names. Over https every cookie gets the __Host- prefix (ASVS 5.0 3.3): the browser then
// accepts it only with Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or
// overwrite it. Over plain http (development, tests) the prefix would make browsers drop the cookie.
export interface CookieNames {
  session: string;
  /** http-only secret of @fastify/csrf-protection. */
  csrfSecret: string;
  /** The readable token the client echoes in X-XSRF-TOKEN (src/common/api/xsrfCookie.ts knows the same names). */
  xsrf: string;
}

export const SESSION_COOKIE = 'lrc_session';

export const cookieNames = (https: boolean): CookieNames =>
  https
    ? { session: `__Host-${SESSION_COOKIE}`, csrfSecret: '__Host-csrf', xsrf: '__Host-XSRF-TOKEN' }
    : { session: SESSION_COOKIE, csrfSecret: '_csrf', xsrf: 'XSRF-TOKEN' };
