// A dashboard (all schools, one school or one location): participation and results of every module,
// then one module in detail (per year of study and class, norm ratings, the trend over school years),
// the module chosen in the address (?module=) like the filters.
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Dashboard } from '../../../shared/management/stats';
import { ts } from '../../i18n/stats';
import { moduleFigures, overviewFigures } from './statFigures';
import { StatFigure } from './StatFigure';
import { FILTER_PARAMS, type StatsFilters } from './statsFilters';
import { statsPaths } from './statsPaths';

const MODULE_KEY = 'module';

export function DashboardView({ dashboard, scope }: { dashboard: Dashboard; scope: StatsFilters }) {
  const [search, setSearch] = useSearchParams();
  const chooserId = useId();
  const { k, modules } = dashboard;
  const chosen = modules.find((m) => String(m.module.id) === search.get(MODULE_KEY)) ?? modules[0];
  // The module page opens with the dashboard's own school or location and its filters.
  const moduleQuery = new URLSearchParams(search);
  moduleQuery.delete(MODULE_KEY);
  for (const [name, value] of Object.entries(scope)) moduleQuery.set(FILTER_PARAMS[name as keyof StatsFilters], value);
  return (
    <>
      {dashboard.windowOpen && <p className="mg-stats__intro">{ts('windowOpen', { k })}</p>}
      <section className="mg-stats__section" aria-labelledby={`${chooserId}-all`}>
        <h2 id={`${chooserId}-all`}>{ts('section.allModules')}</h2>
        <div className="mg-stats__grid mg-stats__grid--two">
          {overviewFigures(dashboard).map((figure) => (
            <StatFigure key={figure.title} data={figure} k={k} />
          ))}
        </div>
      </section>
      {chosen && (
        <section className="mg-stats__section" aria-labelledby={`${chooserId}-one`}>
          <h2 id={`${chooserId}-one`}>{ts('section.oneModule', { name: chosen.module.title })}</h2>
          <div className="mg-stats__actions">
            <div className="field mg-field mg-stats__chooser">
              <label htmlFor={chooserId}>{ts('chooseModule')}</label>
              <select
                id={chooserId}
                value={String(chosen.module.id)}
                onChange={(event) =>
                  setSearch(
                    (current) => {
                      const next = new URLSearchParams(current);
                      next.set(MODULE_KEY, event.target.value);
                      return next;
                    },
                    { replace: true },
                  )
                }
              >
                {modules.map((m) => (
                  <option key={m.module.id} value={String(m.module.id)}>
                    {m.module.title}
                  </option>
                ))}
              </select>
            </div>
            <Link to={`${statsPaths.module(chosen.module.id)}?${moduleQuery.toString()}`}>
              {ts('toModule', { name: chosen.module.title })}
            </Link>
          </div>
          <div className="mg-stats__grid mg-stats__grid--two">
            {moduleFigures(dashboard, chosen).map((figure) => (
              <StatFigure key={figure.title} data={figure} k={k} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
