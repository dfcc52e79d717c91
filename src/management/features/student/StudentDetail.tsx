// One student: the facts a coordinator needs (never answers or results: those are the student's
// own), edit, the activation mail again, delete behind a confirmation naming the student, and the
// student's open erasure request (issue 21) to confirm or reject.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import { deleteStudent, getStudent, sendActivationMail, studentFilterData, updateStudent } from '../../api/student';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDate, formatDateTime, personName } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { ErasureRequestPanel } from './ErasureRequestPanel';
import { ActivationMailFact } from '../../ui/ActivationMailFact';
import { StudentBadges } from './StudentBadges';
import { StudentForm } from './StudentForm';

export function StudentDetail() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const remote = useRemote(() => getStudent(id), String(id));
  const filterData = useRemote(studentFilterData, 'student-filter-data');
  const { notice, clear, setNotice, attempt } = useNotice(true);
  const [editing, setEditing] = useState(false);
  const student = remote.data;
  const name = student ? personName(student, student.email) : '';

  return (
    <>
      <PageTitle title={student ? name : t('students.title')} />
      <p>
        <Link to="/leerlingen">← {t('students.title')}</Link>
      </p>
      <Notice notice={notice} onClose={clear} />
      <RemoteFailure remote={remote} />
      {student && editing && (
        <StudentForm
          student={student}
          filterData={filterData.data}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await updateStudent(id, body);
            setEditing(false);
            setNotice({ kind: 'success', text: t('students.savedNotice') });
            remote.reload();
          }}
        />
      )}
      {student && !editing && (
        <ErasureRequestPanel
          studentId={id}
          name={name}
          email={student.email}
          attempt={attempt}
          onErased={() =>
            void navigate('/leerlingen', { state: { notice: t('students.erasureConfirmedNotice', { name }) } })
          }
          onRejected={() => setNotice({ kind: 'success', text: t('students.erasureRejectedNotice') })}
        />
      )}
      {student && !editing && (
        <section className="mg-panel" aria-labelledby="student-facts">
          <h2 id="student-facts">{t('students.details')}</h2>
          <dl className="mg-facts">
            <dt>{t('students.email')}</dt>
            <dd>{student.email}</dd>
            <dt>{t('students.school')}</dt>
            <dd>{student.schoolName ?? '–'}</dd>
            <dt>{t('students.location')}</dt>
            <dd>{student.locationName ?? '–'}</dd>
            <dt>{t('students.className')}</dt>
            <dd>{student.className ?? '–'}</dd>
            <dt>{t('students.studyYear')}</dt>
            <dd>{student.studyYear ?? '–'}</dd>
            <dt>{t('students.level')}</dt>
            <dd>{student.level ?? '–'}</dd>
            <dt>{t('students.status')}</dt>
            <dd>
              <StudentBadges student={student} />
            </dd>
            {!student.activated && <ActivationMailFact mail={student.activationMail} />}
            <dt>{t('students.lastLogin')}</dt>
            <dd>{formatDateTime(student.lastLogin)}</dd>
            <dt>{t('schools.createdAt')}</dt>
            <dd>{formatDate(student.createdAt)}</dd>
          </dl>
          <div className="mg-actions mg-panel__actions">
            <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
              {t('form.edit')}
            </button>
            {!student.activated && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  void attempt(async () => {
                    const sent = await sendActivationMail([id]);
                    setNotice({
                      kind: 'success',
                      text: sent.queued > 0 ? t('students.activationSent') : t('students.activationSkipped'),
                    });
                    remote.reload();
                  })
                }
              >
                {t('students.sendActivation')}
              </button>
            )}
            <ConfirmButton
              label={t('form.delete')}
              question={t('students.deleteQuestion', { name, email: student.email })}
              onConfirm={async () => {
                if (await attempt(() => deleteStudent(id)))
                  void navigate('/leerlingen', { state: { notice: t('students.deletedNotice', { name }) } });
              }}
            />
          </div>
        </section>
      )}
    </>
  );
}
