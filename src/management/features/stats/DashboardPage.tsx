// The three dashboards share one page: all schools (admins), one school, one location. The filters
// and the module in detail are in the address; the figures come protected from the server.
import type { Dashboard } from '../../../shared/management/stats';
import {
  getAdminDashboard,
  getLocationDashboard,
  getSchoolDashboard,
  getStatsFilterData,
  type StatsQuery,
} from '../../api/stats';
import { ts } from '../../i18n/stats';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';
import { DashboardView } from './DashboardView';
import { SchoolReportButton } from './SchoolReportButton';
import { StatsFilterBar } from './StatsFilterBar';
import { FILTER_NAMES, type FilterName, type StatsFilters } from './statsFilters';
import { useStatsFilters } from './useStatsFilters';
import './stats.css';

export type DashboardKind = 'admin' | 'school' | 'location';

/** The filters a dashboard offers: not the school (or location) the page is already about. */
const FILTERS: Record<DashboardKind, readonly FilterName[]> = {
  admin: FILTER_NAMES,
  school: FILTER_NAMES.filter((n) => n !== 'school'),
  location: FILTER_NAMES.filter((n) => n !== 'school' && n !== 'location'),
};

function load(kind: DashboardKind, id: number | null, filters: StatsQuery): Promise<Dashboard> {
  if (kind === 'school') return getSchoolDashboard(id!, filters);
  if (kind === 'location') return getLocationDashboard(id!, filters);
  return getAdminDashboard(filters);
}

function title(kind: DashboardKind, dashboard: Dashboard | null): string {
  if (kind === 'admin') return ts('adminTitle');
  return dashboard
    ? ts(kind === 'school' ? 'schoolTitle' : 'locationTitle', { name: dashboard.subject.name })
    : ts('title');
}

export function DashboardPage({ kind, id = null }: { kind: DashboardKind; id?: number | null }) {
  const controls = useStatsFilters(FILTERS[kind]);
  const { filters } = controls;
  const options = useRemote(() => getStatsFilterData(), 'filter-data');
  const remote = useRemote(() => load(kind, id, filters), JSON.stringify([kind, id, filters]));
  const dashboard = remote.data;
  // What the page is about narrows the filters' options and goes with a link to a module's page.
  const scope: StatsFilters =
    kind === 'school' && id !== null
      ? { school: String(id) }
      : kind === 'location' && id !== null
        ? { location: String(id) }
        : {};
  if (kind === 'location' && id !== null) {
    const location = options.data?.locations.find((l) => l.value === id);
    if (location) scope.school = String(location.schoolId);
  }
  return (
    <>
      <PageTitle
        title={title(kind, dashboard)}
        actions={kind === 'school' && id !== null && <SchoolReportButton school={id} filters={filters} />}
      />
      {dashboard && <p className="mg-stats__intro">{ts('intro', { k: dashboard.k })}</p>}
      {options.data && <StatsFilterBar data={options.data} names={FILTERS[kind]} controls={controls} fixed={scope} />}
      <RemoteFailure remote={options} />
      <RemoteFailure remote={remote} />
      {dashboard && <DashboardView dashboard={dashboard} scope={scope} />}
    </>
  );
}
