// '/': the login widget for visitors, the welcome header and module overview for students.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { selectIsLoggedIn } from '../../account/accountSelectors';
import { WelcomeHeader } from '../../account/components/WelcomeHeader';
import { LoginWidget } from '../../login/components/LoginWidget';
import type { ModuleOverviewProps } from './ModuleOverview';
import { ModuleOverview } from './ModuleOverview';
import { openModule } from '../../moduleDialog/moduleDialogActions';

export function HomePage({ onOpenModule }: ModuleOverviewProps) {
  const dispatch = useAppDispatch();
  // Opening a tile starts the module dialog (preload image, open, scroll to top) unless a caller overrides it.
  const open = onOpenModule ?? ((moduleId: number) => dispatch(openModule(moduleId)));
  if (!useAppSelector(selectIsLoggedIn)) {
    return (
      <section className="card card--narrow">
        <h1>{t('login.heading')}</h1>
        <LoginWidget />
      </section>
    );
  }
  return (
    <>
      <WelcomeHeader />
      <ModuleOverview onOpenModule={open} />
    </>
  );
}
