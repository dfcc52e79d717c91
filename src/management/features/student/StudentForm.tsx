// Editing a student, checked with the API's StudentUpdate schema and its Dutch messages.
import { t } from '../../i18n';
import { LEVELS, LIMITS } from '../../../shared/management/limits';
import { ERROR_MESSAGES } from '../../../shared/errors/messages';
import type {
  Student,
  StudentFilterData,
  StudentUpdate as StudentUpdateBody,
} from '../../../shared/management/student';
import { StudentUpdate } from '../../../shared/management/student';
import { fieldErrors } from '../../../shared/management/validate';
import { CheckboxField, FormFailure, SelectField, TextField } from '../../ui/fields';
import { useForm } from '../../ui/useForm';
import { PersonNameFields } from '../../ui/PersonNameFields';

interface Values extends Record<string, unknown> {
  email: string;
  givenName: string;
  namePreposition: string;
  familyName: string;
  schoolId: string;
  locationId: string;
  className: string;
  studyYear: string;
  level: string;
  enabled: boolean;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function toStudentUpdate(v: Values): StudentUpdateBody {
  return {
    email: v.email.trim(),
    givenName: v.givenName.trim(),
    namePreposition: orNull(v.namePreposition),
    familyName: v.familyName.trim(),
    schoolId: Number(v.schoolId),
    locationId: v.locationId ? Number(v.locationId) : null,
    className: orNull(v.className),
    studyYear: v.studyYear ? Number(v.studyYear) : null,
    level: (v.level || null) as StudentUpdateBody['level'],
    enabled: v.enabled,
  };
}

const CODES = { email_taken: { message: ERROR_MESSAGES.email_taken, field: 'email' } };

export function StudentForm({
  student,
  filterData,
  onSubmit,
  onCancel,
}: {
  student: Student;
  filterData: StudentFilterData | null;
  onSubmit: (body: StudentUpdateBody) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<Values>({
    initial: {
      email: student.email,
      givenName: student.givenName ?? '',
      namePreposition: student.namePreposition ?? '',
      familyName: student.familyName ?? '',
      schoolId: student.schoolId ? String(student.schoolId) : '',
      locationId: student.locationId ? String(student.locationId) : '',
      className: student.className ?? '',
      studyYear: student.studyYear ? String(student.studyYear) : '',
      level: student.level ?? '',
      enabled: student.enabled,
    },
    validate: (v) => fieldErrors(StudentUpdate, toStudentUpdate(v)),
    submit: (v) => onSubmit(toStudentUpdate(v)),
    codeMessages: CODES,
  });
  const { values, set, errors } = form;
  const schools =
    filterData?.schools ?? (student.schoolId ? [{ value: student.schoolId, label: student.schoolName ?? '' }] : []);
  const locations = (filterData?.locations ?? []).filter((l) => String(l.schoolId) === values.schoolId);
  const years = Array.from({ length: LIMITS.maxStudyYear }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
  return (
    <form className="mg-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <FormFailure message={form.failure} />
      <PersonNameFields form={form} />
      <SelectField
        label={t('students.school')}
        name="schoolId"
        value={values.schoolId}
        onChange={(v) => form.setValues({ ...values, schoolId: v, locationId: '' })}
        options={schools}
        error={errors.schoolId}
        required
        placeholder={t('students.chooseSchool')}
      />
      <SelectField
        label={t('students.location')}
        name="locationId"
        value={values.locationId}
        onChange={(v) => set('locationId', v)}
        options={locations}
        error={errors.locationId}
        placeholder={t('students.chooseLocation')}
      />
      <TextField label={t('students.className')} {...form.bind('className')} maxLength={LIMITS.className} />
      <SelectField
        label={t('students.studyYear')}
        name="studyYear"
        value={values.studyYear}
        onChange={(v) => set('studyYear', v)}
        options={years}
        error={errors.studyYear}
        placeholder={t('students.chooseYear')}
      />
      <SelectField
        label={t('students.level')}
        name="level"
        value={values.level}
        onChange={(v) => set('level', v)}
        options={LEVELS.map((l) => ({ value: l, label: l }))}
        error={errors.level}
        placeholder={t('students.chooseLevel')}
      />
      <CheckboxField
        label={t('students.enabledLabel')}
        name="enabled"
        checked={values.enabled}
        onChange={(v) => set('enabled', v)}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
