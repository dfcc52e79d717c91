import { t } from '../../i18n';
import type { UserItem } from '../../../shared/management/user';

export function StaffBadges({ user }: { user: Pick<UserItem, 'enabled' | 'activated'> }) {
  return (
    <span className="mg-badges">
      {user.activated ? (
        <span className="badge badge--success">{t('staff.activated')}</span>
      ) : (
        <span className="badge badge--optional">{t('staff.notActivated')}</span>
      )}
      {!user.enabled && user.activated && <span className="badge badge--muted">{t('staff.disabled')}</span>}
    </span>
  );
}
