// Applies the route rules to one route: remembers its name, waits for the start-up session check,
// sends anonymous users to the login page and users without the route's roles home.
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasRouteAccess, selectAccount, selectInitialised } from '../features/account/accountSelectors';
import { routeChanged } from '../features/shell/shellSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import { paths } from '../lib/paths';
import type { AppRoute } from './routes';
import { isPublicRoute } from './routes';

export function RouteGuard({ route }: { route: AppRoute }) {
  const account = useAppSelector(selectAccount);
  const initialised = useAppSelector(selectInitialised);
  const dispatch = useAppDispatch();
  const location = useLocation();

  // Every navigation (also to the same route) closes the mobile menu and stores the route name.
  useEffect(() => {
    dispatch(routeChanged(route.name));
  }, [dispatch, route.name, location.key]);

  // Before the session check answers nobody is redirected; the loading overlay is showing.
  if (!initialised) return null;
  if (!account && !isPublicRoute(route)) return <Navigate to={paths.login} replace />;
  if (!hasRouteAccess(account, route.roles)) return <Navigate to={paths.home} replace />;
  return route.element;
}
