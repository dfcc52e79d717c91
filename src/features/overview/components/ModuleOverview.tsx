// The tiles of all modules of the logged-in student.
import { useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { selectAccount } from '../../account/accountSelectors';
import { selectModules, selectTestDataLoaded } from '../modulesSlice';
import { ModuleTile } from './ModuleTile';

export interface ModuleOverviewProps {
  /** Opens a module; the module dialog issue supplies it. Without it the tiles show no open button. */
  onOpenModule?: (moduleId: number) => void;
}

export function ModuleOverview({ onOpenModule }: ModuleOverviewProps) {
  const modules = useAppSelector(selectModules);
  const loaded = useAppSelector(selectTestDataLoaded);
  const account = useAppSelector(selectAccount);
  const done = new Set([...(account?.finishedModules ?? []), ...(account?.skippedModules ?? [])]);

  if (loaded && modules.length === 0) return <p>{t('overview.empty')}</p>;
  return (
    <section aria-label={t('overview.heading')}>
      <ul className="tiles">
        {modules.map((module) => (
          <ModuleTile key={module.id} module={module} done={done.has(module.id)} onOpen={onOpenModule} />
        ))}
      </ul>
    </section>
  );
}
