// The school years (1 August – 31 July) of one school and whether each is approved.
import { t } from '../../i18n';
import { approveSchoolYear } from '../../api/school';
import { listSchoolYears } from '../../api/schoolYear';
import { useStaff } from '../../app/sessionContext';
import { formatDate } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';

export function SchoolYearsPanel({ schoolId }: { schoolId: number }) {
  const { role } = useStaff();
  const remote = useRemote(listSchoolYears, 'school-years');
  const { notice, clear, run } = useNotice();
  const admin = role === 'admin' || role === 'superAdmin';
  return (
    <section className="mg-panel" aria-labelledby="school-years">
      <h2 id="school-years">{t('schools.schoolYears')}</h2>
      <Notice notice={notice} onClose={clear} />
      <RemoteFailure remote={remote} />
      <ul className="mg-list">
        {(remote.data ?? []).map((year) => {
          const approval = year.approvals.find((a) => a.schoolId === schoolId);
          return (
            <li key={year.startYear} className="mg-list__row">
              <span>
                <strong>{year.label}</strong>
                {year.current && <span className="badge badge--optional">{t('schools.current')}</span>}
                <span className="mg-hint">
                  {' '}
                  <span className="mg-nowrap">{formatDate(year.startDate)} –</span>{' '}
                  <span className="mg-nowrap">{formatDate(year.endDate)}</span>
                </span>
              </span>
              {approval?.approved ? (
                <span className="badge badge--success">
                  {t('schools.yearApproved2', { date: formatDate(approval.approvedAt) })}
                </span>
              ) : admin ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    void run(
                      () => approveSchoolYear(schoolId, year.startYear),
                      t('schools.yearApproved', { label: year.label }),
                    ).then((done) => done && remote.reload())
                  }
                >
                  {t('schools.approveYear')} {year.label}
                </button>
              ) : (
                <span className="badge badge--muted">{t('schools.yearWaiting')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
