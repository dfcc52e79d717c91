// One form for a new staff account and for editing one, checked with the API's UserInput schema
// and its Dutch messages. A school manager's schools and a location manager's locations are
// chosen from those the caller manages (the filter data is scoped by the server).
import { useId } from 'react';
import { t } from '../../i18n';
import { ERROR_MESSAGES } from '../../../shared/errors/messages';
import type { UserInput } from '../../../shared/management/user';
import type { StudentFilterData } from '../../../shared/management/student';
import { useStaff } from '../../app/sessionContext';
import { FormFailure, SelectField } from '../../ui/fields';
import { useForm } from '../../ui/useForm';
import { grantableRoles, toggleId, toUserInput, validateUser, type UserValues } from './userRules';
import { PersonNameFields } from '../../ui/PersonNameFields';

const CODES = {
  email_taken: { message: ERROR_MESSAGES.email_taken, field: 'email' },
  role_not_allowed: { message: ERROR_MESSAGES.role_not_allowed, field: 'role' },
  cannot_change_self: { message: ERROR_MESSAGES.cannot_change_self, field: 'role' },
  school_not_found: { message: ERROR_MESSAGES.school_not_found, field: 'managingSchools' },
  location_not_found: { message: ERROR_MESSAGES.location_not_found, field: 'managingLocations' },
};

export function UserForm({
  initial,
  choices,
  onSubmit,
  onCancel,
}: {
  initial: UserValues;
  choices: StudentFilterData;
  onSubmit: (input: UserInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { role: caller } = useStaff();
  const form = useForm<UserValues>({
    initial,
    validate: validateUser,
    submit: (v) => onSubmit(toUserInput(v)),
    codeMessages: CODES,
  });
  const { values, set, errors } = form;
  const schoolName = new Map(choices.schools.map((s) => [Number(s.value), s.label]));
  return (
    <form className="mg-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <FormFailure message={form.failure} />
      <PersonNameFields form={form} emailHint={t('user.emailHint')} />
      <SelectField
        label={t('user.role')}
        name="role"
        value={values.role}
        onChange={(v) => set('role', v)}
        options={grantableRoles(caller).map((r) => ({ value: r, label: t(`user.roles.${r}`) }))}
        error={errors.role}
        required
        placeholder={t('user.chooseRole')}
      />
      {values.role === 'schoolManager' && (
        <ChoiceList
          legend={t('user.managingSchools')}
          empty={t('user.noSchools')}
          options={choices.schools.map((s) => ({ value: Number(s.value), label: s.label }))}
          chosen={values.managingSchools}
          onChange={(ids) => set('managingSchools', ids)}
          error={errors.managingSchools}
        />
      )}
      {values.role === 'locationManager' && (
        <ChoiceList
          legend={t('user.managingLocations')}
          empty={t('user.noLocations')}
          options={choices.locations.map((l) => ({
            value: l.value,
            label: choices.schools.length > 1 ? `${l.label} (${schoolName.get(l.schoolId) ?? ''})` : l.label,
          }))}
          chosen={values.managingLocations}
          onChange={(ids) => set('managingLocations', ids)}
          error={errors.managingLocations}
        />
      )}
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

/** Checkboxes in a fieldset: the legend names the choice, the error is read with it. */
function ChoiceList({
  legend,
  empty,
  options,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  empty: string;
  options: Array<{ value: number; label: string }>;
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={`field mg-field mg-choices${error ? ' mg-field--error' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        {legend}
        <span className="mg-required"> ({t('form.required')})</span>
      </legend>
      {options.length === 0 && <p className="mg-hint">{empty}</p>}
      {options.map((option) => (
        <div className="mg-check" key={option.value}>
          <input
            id={`${id}-${option.value}`}
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => onChange(toggleId(chosen, option.value, event.target.checked))}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {error && (
        <span id={`${id}-error`} className="mg-field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
