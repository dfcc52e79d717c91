import { t } from '../../i18n';
import type { School } from '../../../shared/management/school';

export function SchoolBadges({ school }: { school: Pick<School, 'active' | 'approved'> }) {
  return (
    <span className="mg-badges">
      <span className={`badge ${school.active ? 'badge--success' : 'badge--muted'}`}>
        {school.active ? t('schools.active') : t('schools.inactive')}
      </span>
      {!school.approved && <span className="badge badge--optional">{t('schools.notApproved')}</span>}
    </span>
  );
}
