// Statistieken: the dashboard of all schools (admins), of a school, of a location, and one module's
// statistics. /statistieken opens the caller's own dashboard. (/statistieken/export, the raw export,
// is a section of its own: features/statsExport.)
import type { ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { DashboardPage } from './DashboardPage';
import { ModuleStatsPage } from './ModuleStatsPage';
import { StatsHome } from './StatsHome';

function WithId({ page }: { page: (id: number) => ReactElement }) {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? page(id) : <NotFoundPage />;
}

export function StatsSection() {
  return (
    <Routes>
      <Route index element={<StatsHome />} />
      <Route path="scholen/:id" element={<WithId page={(id) => <DashboardPage key={id} kind="school" id={id} />} />} />
      <Route
        path="locaties/:id"
        element={<WithId page={(id) => <DashboardPage key={id} kind="location" id={id} />} />}
      />
      <Route path="modules/:id" element={<WithId page={(id) => <ModuleStatsPage key={id} id={id} />} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
