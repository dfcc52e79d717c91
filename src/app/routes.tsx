// The route table. Each route has a name (stored as the active route), a path, and optionally the
// roles it needs; `public` routes are open to anonymous users (spec section 2, route rules).
import type { ReactElement } from 'react';
import type { Role } from '../shared/api';
import { LoginPage } from '../features/login/components/LoginPage';
import { HomePage } from '../features/overview/components/HomePage';
import { ImitatePage } from '../features/imitate/components/ImitatePage';
import { ChangePasswordPage } from '../features/password/components/ChangePasswordPage';
import { ForgotPasswordPage } from '../features/password/components/ForgotPasswordPage';
import { SetPasswordPage } from '../features/password/components/SetPasswordPage';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { TwoFactorCodePage } from '../features/twoFactor/components/TwoFactorCodePage';
import { TwoFactorSettingsPage } from '../features/twoFactor/components/TwoFactorSettingsPage';
import type { RouteName } from './paths';
import { PUBLIC_ROUTES, paths } from './paths';

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
  { name: 'twoFactorCode', path: paths.twoFactorCode, element: <TwoFactorCodePage /> },
  { name: 'forgotPassword', path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  { name: 'resetPassword', path: paths.resetPassword, element: <SetPasswordPage /> },
  { name: 'confirmRegistration', path: paths.confirmRegistration, element: <SetPasswordPage activation /> },
  { name: 'myProfile', path: paths.myProfile, element: <ProfilePage /> },
  { name: 'twoFactorSettings', path: paths.twoFactorSettings, element: <TwoFactorSettingsPage /> },
  { name: 'changePassword', path: paths.changePassword, element: <ChangePasswordPage /> },
  // The imitator check (imitating or the imitate flag) is not a role: the page itself sends others home.
  { name: 'imitate', path: paths.imitate, element: <ImitatePage /> },
];
