// One form for a new location and for editing one, checked with the server's schema and messages
// before sending. A location stays at its school: the school is chosen only when it is made.
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { LIMITS } from '../../../shared/management/limits';
import { ERROR_MESSAGES } from '../../../shared/errors/messages';
import { LocationInput, LocationUpdate } from '../../../shared/management/school';
import { fieldErrors } from '../../../shared/management/validate';
import { CheckboxField, FormFailure, SelectField, TextField } from '../../ui/fields';
import { useForm } from '../../ui/useForm';

export interface LocationValues extends Record<string, unknown> {
  schoolId: string;
  name: string;
  city: string;
  active: boolean;
}

export const toLocationUpdate = (v: LocationValues): LocationUpdate => ({
  name: v.name.trim(),
  city: v.city.trim() ? v.city.trim() : null,
  active: v.active,
});

export const toLocationInput = (v: LocationValues): LocationInput => ({
  schoolId: Number(v.schoolId),
  ...toLocationUpdate(v),
});

const CODES = {
  name_taken: { message: ERROR_MESSAGES.name_taken, field: 'name' },
  school_not_found: { message: ERROR_MESSAGES.school_not_found, field: 'schoolId' },
};

export function LocationForm({
  initial,
  schools,
  onSubmit,
  cancelTo,
}: {
  initial: LocationValues;
  /** The schools to choose from for a new location; null when editing (the school is fixed). */
  schools: Array<{ value: string | number; label: string }> | null;
  onSubmit: (values: LocationValues) => Promise<void>;
  cancelTo: string;
}) {
  const form = useForm<LocationValues>({
    initial,
    validate: (v) =>
      schools ? fieldErrors(LocationInput, toLocationInput(v)) : fieldErrors(LocationUpdate, toLocationUpdate(v)),
    submit: onSubmit,
    codeMessages: CODES,
  });
  const { values, set, errors } = form;
  return (
    <form className="mg-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <FormFailure message={form.failure} />
      {schools && (
        <SelectField
          label={t('locations.school')}
          name="schoolId"
          value={values.schoolId}
          onChange={(v) => set('schoolId', v)}
          options={schools}
          error={errors.schoolId}
          required
          placeholder={t('locations.chooseSchool')}
        />
      )}
      <TextField label={t('locations.name')} {...form.bind('name')} required maxLength={LIMITS.locationName} />
      <TextField label={t('locations.city')} {...form.bind('city')} maxLength={LIMITS.city} />
      <CheckboxField
        label={t('locations.activeLabel')}
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
