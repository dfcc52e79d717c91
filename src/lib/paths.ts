// Route paths and names (docs/product.md §2). Pages of later issues register their path here already
// so that sagas and links can refer to them before the page exists.
export const paths = {
  home: '/',
  login: '/inloggen',
  twoFactorCode: '/2factor-code',
  forgotPassword: '/wachtwoord-vergeten',
  resetPassword: '/resetting/reset/:token',
  confirmRegistration: '/register/confirm/:token',
  myProfile: '/mijn-profiel',
  twoFactorSettings: '/2factor-instellingen',
  changePassword: '/wachtwoord-wijzigen',
  imitate: '/imitate',
  myResults: '/mijn-resultaten',
} as const;

export type RouteName = keyof typeof paths | 'not_found';

/**
 * Routes an anonymous user may see once the app is initialised: home and login (docs/product.md §2),
 * plus the pages that exist to become logged in (second factor, password reset, activation),
 * which would otherwise be unreachable.
 */
export const PUBLIC_ROUTES: readonly RouteName[] = [
  'home',
  'login',
  'twoFactorCode',
  'forgotPassword',
  'resetPassword',
  'confirmRegistration',
];
