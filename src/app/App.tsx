// The app inside its providers; index.tsx adds the browser router, tests a memory router.
import { AppRoutes } from './AppRoutes';
import { appRoutes } from './routes';

export function App() {
  return <AppRoutes routes={appRoutes} />;
}
