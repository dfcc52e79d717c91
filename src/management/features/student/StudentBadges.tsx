import { t } from '../../i18n';
import type { Student } from '../../../shared/management/student';

export function StudentBadges({ student }: { student: Pick<Student, 'enabled' | 'activated'> }) {
  return (
    <span className="mg-badges">
      {student.activated ? (
        <span className="badge badge--success">{t('students.activated')}</span>
      ) : (
        <span className="badge badge--optional">{t('students.notActivated')}</span>
      )}
      {!student.enabled && <span className="badge badge--muted">{t('students.disabled')}</span>}
    </span>
  );
}
