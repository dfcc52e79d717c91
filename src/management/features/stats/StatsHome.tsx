// /statistieken: an admin's dashboard of all schools; a manager's own school or location straight
// away when there is one, otherwise a choice of them (names from filter-data, within their scope).
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getStatsFilterData } from '../../api/stats';
import { useStaff } from '../../app/sessionContext';
import { ts } from '../../i18n/stats';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';
import { DashboardPage } from './DashboardPage';
import { statsPaths } from './statsPaths';
import './stats.css';

export function StatsHome() {
  const { role } = useStaff();
  if (role === 'admin' || role === 'superAdmin') return <DashboardPage kind="admin" />;
  return <ManagerHome kind={role === 'schoolManager' ? 'school' : 'location'} />;
}

function ManagerHome({ kind }: { kind: 'school' | 'location' }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const remote = useRemote(() => getStatsFilterData(), 'filter-data');
  const choices = (kind === 'school' ? remote.data?.schools : remote.data?.locations) ?? [];
  const path = (id: number) => (kind === 'school' ? statsPaths.school(id) : statsPaths.location(id));
  // useNavigate rather than <Navigate>: the router's vendor chunk is part of the first view's byte budget.
  const only = remote.status === 'ready' && choices.length === 1 ? path(Number(choices[0]!.value)) : null;
  useEffect(() => {
    if (only) void navigate(`${only}${search}`, { replace: true });
  }, [only, search, navigate]);
  if (only) return null;
  return (
    <>
      <PageTitle title={ts('title')} />
      <RemoteFailure remote={remote} />
      {remote.status === 'ready' &&
        (choices.length === 0 ? (
          <p>{ts('noScope')}</p>
        ) : (
          <section aria-labelledby="stats-choice">
            <h2 id="stats-choice">{ts(kind === 'school' ? 'chooseSchool' : 'chooseLocation')}</h2>
            <ul className="mg-stats__links">
              {choices.map((choice) => (
                <li key={choice.value}>
                  <Link to={path(Number(choice.value))}>{choice.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
