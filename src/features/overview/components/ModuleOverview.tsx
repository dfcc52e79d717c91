// The tiles of all modules of the logged-in student.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { selectAccount } from '../../account/accountSelectors';
import { myResultsRequested, selectMyResults } from '../../myResults/myResultsSlice';
import { selectModules, selectModuleContentLoaded } from '../../modules/modulesSlice';
import { ModuleTile } from './ModuleTile';

export interface ModuleOverviewProps {
  /** Opens a module; the module dialog issue supplies it. Without it the tiles show no open button. */
  onOpenModule?: (moduleId: number) => void;
}

export function ModuleOverview({ onOpenModule }: ModuleOverviewProps) {
  const modules = useAppSelector(selectModules);
  const loaded = useAppSelector(selectModuleContentLoaded);
  const account = useAppSelector(selectAccount);
  const done = new Set([...(account?.finishedModules ?? []), ...(account?.skippedModules ?? [])]);
  const dispatch = useAppDispatch();
  const results = useAppSelector(selectMyResults);
  // The latest result per module colours its finished tile (the list is newest first).
  const latest = new Map<number, NonNullable<typeof results>[number]['result']>();
  for (const r of results ?? []) if (!latest.has(r.moduleId)) latest.set(r.moduleId, r.result);
  const loggedIn = account !== null;
  useEffect(() => {
    if (loggedIn) dispatch(myResultsRequested());
  }, [dispatch, loggedIn]);

  if (loaded && modules.length === 0) return <p>{t('overview.empty')}</p>;
  return (
    <section aria-label={t('overview.heading')}>
      <ul className="tiles">
        {modules.map((module) => (
          <ModuleTile
            key={module.id}
            module={module}
            done={done.has(module.id)}
            result={latest.get(module.id) ?? null}
            onOpen={onOpenModule}
          />
        ))}
      </ul>
    </section>
  );
}
