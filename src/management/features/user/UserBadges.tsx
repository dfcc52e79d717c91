import { t } from '../../i18n';
import type { UserItem } from '../../../shared/management/user';

export function UserBadges({ user }: { user: Pick<UserItem, 'enabled' | 'activated'> }) {
  return (
    <span className="mg-badges">
      {user.activated ? (
        <span className="badge badge--success">{t('user.activated')}</span>
      ) : (
        <span className="badge badge--optional">{t('user.notActivated')}</span>
      )}
      {!user.enabled && user.activated && <span className="badge badge--muted">{t('user.disabled')}</span>}
    </span>
  );
}
