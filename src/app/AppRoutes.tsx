// Renders a route table inside the shell, every route behind the guard, unknown paths as 404.
import { Route, Routes } from 'react-router-dom';
import { AppShell } from '../features/shell/components/AppShell';
import { NotFoundPage } from '../features/shell/components/NotFoundPage';
import { RouteGuard } from './RouteGuard';
import type { AppRoute } from './routes';

const notFound: AppRoute = { name: 'not_found', path: '*', element: <NotFoundPage /> };

export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  return (
    <AppShell>
      <Routes>
        {[...routes, notFound].map((route) => (
          <Route key={route.name} path={route.path} element={<RouteGuard route={route} />} />
        ))}
      </Routes>
    </AppShell>
  );
}
