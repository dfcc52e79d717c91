// The route table. Each route has a name (stored as the active route), a path, and optionally the
// roles it needs; `public` routes are open to anonymous users (docs/product.md §2, route rules).
import type { ReactElement } from 'react';
import type { Role } from '../shared/api';
import { LoginPage } from '../features/login/components/LoginPage';
import { HomePage } from '../features/overview/components/HomePage';
import { lazyPages } from './lazyPages';
import type { RouteName } from '../lib/paths';
import { PUBLIC_ROUTES, paths } from '../lib/paths';

export interface AppRoute {
  name: RouteName;
  path: string;
  element: ReactElement;
  /** A user holding one of these may enter; admins always may. */
  roles?: readonly Role[];
}

export function isPublicRoute(route: Pick<AppRoute, 'name'>): boolean {
  return PUBLIC_ROUTES.includes(route.name);
}

export const appRoutes: AppRoute[] = [
  { name: 'home', path: paths.home, element: <HomePage /> },
  { name: 'login', path: paths.login, element: <LoginPage /> },
  { name: 'twoFactorCode', path: paths.twoFactorCode, element: lazyPages.twoFactorCode() },
  { name: 'forgotPassword', path: paths.forgotPassword, element: lazyPages.forgotPassword() },
  { name: 'resetPassword', path: paths.resetPassword, element: lazyPages.setPassword(false) },
  { name: 'confirmRegistration', path: paths.confirmRegistration, element: lazyPages.setPassword(true) },
  { name: 'myProfile', path: paths.myProfile, element: lazyPages.profile() },
  { name: 'myResults', path: paths.myResults, element: lazyPages.myResults() },
  { name: 'twoFactorSettings', path: paths.twoFactorSettings, element: lazyPages.twoFactorSettings() },
  { name: 'changePassword', path: paths.changePassword, element: lazyPages.changePassword() },
  // The imitator check (imitating or the imitate flag) is not a role: the page itself sends others home.
  { name: 'imitate', path: paths.imitate, element: lazyPages.imitate() },
];
