// '/': the login widget for visitors, the welcome header and module overview for students.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { selectIsLoggedIn } from '../../account/accountSelectors';
import { WelcomeHeader } from './WelcomeHeader';
import { LoginWidget } from '../../login/components/LoginWidget';
import type { ModuleOverviewProps } from './ModuleOverview';
import { ModuleOverview } from './ModuleOverview';
import { openModule } from '../../moduleDialog/moduleDialogActions';
import { selectMenuItems } from '../../menu/menuSlice';

const PRIVACY_FALLBACK = '/privacy.html';

export function HomePage({ onOpenModule }: ModuleOverviewProps) {
  const dispatch = useAppDispatch();
  // Opening a tile starts the module dialog (preload image, open, scroll to top) unless a caller overrides it.
  const open = onOpenModule ?? ((moduleId: number) => dispatch(openModule(moduleId)));
  const menuItems = useAppSelector(selectMenuItems);
  // The footer's privacy statement (from GET /menu), or the one the app ships.
  const privacyHref = menuItems.find((item) => /privacy/i.test(item.label))?.uri ?? PRIVACY_FALLBACK;
  if (!useAppSelector(selectIsLoggedIn)) {
    return (
      <section className="card card--narrow">
        <h1>{t('login.heading')}</h1>
        {/* What this is and that answers are anonymous, before anyone types an address. */}
        <div className="home-intro">
          <p>{t('homeIntro.what')}</p>
          <p>
            {t('homeIntro.anonymous')} {/* A plain link: the statement is a static page, not a route of the app. */}
            <a href={privacyHref}>{t('homeIntro.privacy')}</a>
          </p>
        </div>
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
