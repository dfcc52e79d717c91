// One module's statistics: participation per class, and the spread of results per year of study,
// gender, age band and (for a module with a norm table) per norm, each with the same filters, held
// in the address. All five answers are loaded together so the page's figures always agree.
import { Link } from 'react-router-dom';
import type { StatsTable } from '../../../shared/management/stats';
import { getModuleStats, getStatsFilterData, type StatsTableKind } from '../../api/stats';
import { ts } from '../../i18n/stats';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';
import { StatFigure } from './StatFigure';
import { StatsFilterBar } from './StatsFilterBar';
import { tableFigure } from './statFigures';
import { FILTER_NAMES } from './statsFilters';
import { statsPaths } from './statsPaths';
import { useStatsFilters } from './useStatsFilters';
import './stats.css';

const KINDS: readonly StatsTableKind[] = ['students', 'year', 'gender', 'age', 'norm'];

export function ModuleStatsPage({ id }: { id: number }) {
  const controls = useStatsFilters(FILTER_NAMES);
  const { filters } = controls;
  const options = useRemote(() => getStatsFilterData(), 'filter-data');
  const remote = useRemote(
    () => Promise.all(KINDS.map((kind) => getModuleStats(id, kind, filters))),
    JSON.stringify([id, filters]),
  );
  const tables: StatsTable[] = remote.data ?? [];
  const module = tables[0]?.module ?? options.data?.modules.find((m) => m.id === id);
  const shown = tables.filter((table) => table.kind !== 'norm' || table.module.showNormTable);
  const back = filters.location
    ? statsPaths.location(Number(filters.location))
    : filters.school
      ? statsPaths.school(Number(filters.school))
      : statsPaths.home;
  return (
    <>
      <PageTitle title={module ? ts('moduleTitle', { name: module.title }) : ts('title')} />
      <p>
        <Link to={back}>{ts('backToDashboard')}</Link>
      </p>
      {tables[0] && <p className="mg-stats__intro">{ts('intro', { k: tables[0].k })}</p>}
      {options.data && <StatsFilterBar data={options.data} names={FILTER_NAMES} controls={controls} />}
      <RemoteFailure remote={options} />
      <RemoteFailure remote={remote} />
      <div className="mg-stats__grid mg-stats__grid--two">
        {shown.map((table) => (
          <StatFigure key={table.kind} data={tableFigure(table)} k={table.k} />
        ))}
      </div>
    </>
  );
}
