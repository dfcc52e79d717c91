// Pages few visits need (account settings, password pages, second factor, imitation) are split
// out of the first download; each loads when its route is first shown. Login and home stay in the
// main bundle: they are what a first visit renders.
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { lazyComponent, type PreloadableComponent } from '../common/lib/lazyComponent';

function page<P extends object>(Page: PreloadableComponent<P>, props: P): ReactElement {
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
}

const ProfilePage = lazyComponent(() =>
  import(/* webpackChunkName: "account" */ '../features/profile/components/ProfilePage').then((m) => m.ProfilePage),
);
const TwoFactorSettingsPage = lazyComponent(() =>
  import(/* webpackChunkName: "account" */ '../features/twoFactor/components/TwoFactorSettingsPage').then(
    (m) => m.TwoFactorSettingsPage,
  ),
);
const TwoFactorCodePage = lazyComponent(() =>
  import(/* webpackChunkName: "account" */ '../features/twoFactor/components/TwoFactorCodePage').then(
    (m) => m.TwoFactorCodePage,
  ),
);
const ChangePasswordPage = lazyComponent(() =>
  import(/* webpackChunkName: "account" */ '../features/password/components/ChangePasswordPage').then(
    (m) => m.ChangePasswordPage,
  ),
);
const ForgotPasswordPage = lazyComponent(() =>
  import(/* webpackChunkName: "account" */ '../features/password/components/ForgotPasswordPage').then(
    (m) => m.ForgotPasswordPage,
  ),
);
const SetPasswordPage = lazyComponent(() =>
  import(/* webpackChunkName: "account" */ '../features/password/components/SetPasswordPage').then(
    (m) => m.SetPasswordPage,
  ),
);
const MyResultsPage = lazyComponent(() =>
  import(/* webpackChunkName: "my-results" */ '../features/myResults/components/MyResultsPage').then(
    (m) => m.MyResultsPage,
  ),
);
const ImitatePage = lazyComponent(() =>
  import(/* webpackChunkName: "imitate" */ '../features/imitate/components/ImitatePage').then((m) => m.ImitatePage),
);

export const lazyPages = {
  profile: () => page(ProfilePage, {}),
  myResults: () => page(MyResultsPage, {}),
  twoFactorSettings: () => page(TwoFactorSettingsPage, {}),
  twoFactorCode: () => page(TwoFactorCodePage, {}),
  changePassword: () => page(ChangePasswordPage, {}),
  forgotPassword: () => page(ForgotPasswordPage, {}),
  setPassword: (activation: boolean) => page(SetPasswordPage, { activation }),
  imitate: () => page(ImitatePage, {}),
};
