// A student's open request to have their data erased (issue 21), on the student's page: when it was
// made, "Verwijdering bevestigen" (erases the student, behind a confirmation naming them) and
// "Afwijzen". Only the student's own managers reach this page; the server scopes it too.
import { t } from '../../i18n';
import { confirmErasureRequest, getErasureRequest, rejectErasureRequest } from '../../api/student';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDate } from '../../ui/format';
import { useRemote } from '../../ui/useRemote';

interface Props {
  studentId: number;
  name: string;
  email: string;
  /** Runs the call and shows its failure in Dutch; true when it succeeded (useNotice's attempt). */
  attempt: (work: () => Promise<unknown>) => Promise<boolean>;
  onErased: () => void;
  onRejected: () => void;
}

export function ErasureRequestPanel({ studentId, name, email, attempt, onErased, onRejected }: Props) {
  const remote = useRemote(() => getErasureRequest(studentId), `erasure-request-${studentId}`);
  const request = remote.data?.request;
  if (!request) return null;
  return (
    <section className="mg-panel mg-panel--attention" aria-labelledby="student-erasure">
      <h2 id="student-erasure">{t('students.erasureTitle')}</h2>
      <p>{t('students.erasureText', { date: formatDate(request.requestedAt) })}</p>
      <div className="mg-actions mg-panel__actions">
        <ConfirmButton
          label={t('students.erasureConfirm')}
          question={t('students.erasureConfirmQuestion', { name, email })}
          onConfirm={async () => {
            if (await attempt(() => confirmErasureRequest(studentId))) onErased();
          }}
        />
        <ConfirmButton
          label={t('students.erasureReject')}
          className="button button--secondary"
          question={t('students.erasureRejectQuestion', { name })}
          onConfirm={async () => {
            if (await attempt(() => rejectErasureRequest(studentId))) {
              remote.reload();
              onRejected();
            }
          }}
        />
      </div>
    </section>
  );
}
