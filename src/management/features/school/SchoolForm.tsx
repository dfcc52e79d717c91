// One form for a new school and for editing one: checked with the server's schema and messages
// before sending; the server's refusals (a BRIN code in use) land on the same field.
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { LIMITS } from '../../../shared/management/limits';
import { ERROR_MESSAGES } from '../../../shared/errors/messages';
import { SchoolInput } from '../../../shared/management/school';
import { fieldErrors } from '../../../shared/management/validate';
import { CheckboxField, FormFailure, TextField } from '../../ui/fields';
import { useForm } from '../../ui/useForm';

export interface SchoolValues extends Record<string, unknown> {
  name: string;
  brin: string;
  active: boolean;
}

export const toSchoolInput = (v: SchoolValues) => ({
  name: v.name.trim(),
  brin: v.brin.trim().toUpperCase(),
  active: v.active,
});

const CODES = {
  brin_taken: { message: ERROR_MESSAGES.brin_taken, field: 'brin' },
};

export function SchoolForm({
  initial,
  onSubmit,
  cancelTo,
}: {
  initial: SchoolValues;
  onSubmit: (input: ReturnType<typeof toSchoolInput>) => Promise<void>;
  cancelTo: string;
}) {
  const form = useForm<SchoolValues>({
    initial,
    validate: (v) => fieldErrors(SchoolInput, toSchoolInput(v)),
    submit: (v) => onSubmit(toSchoolInput(v)),
    codeMessages: CODES,
  });
  const { values, set } = form;
  return (
    <form className="mg-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <FormFailure message={form.failure} />
      <TextField label={t('schools.name')} {...form.bind('name')} required maxLength={LIMITS.schoolName} />
      <TextField label={t('schools.brin')} {...form.bind('brin')} hint={t('schools.brinHint')} required maxLength={4} />
      <CheckboxField
        label={t('schools.activeLabel')}
        name="active"
        checked={values.active}
        onChange={(v) => set('active', v)}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t('form.saving') : t('form.save')}
        </button>
        <Link to={cancelTo} className="button button--ghost">
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}
