// Name and e-mail address of a person, as staff and student forms both ask them: same labels,
// limits and order, so a coordinator meets one form shape for every person.
import { t } from '../i18n';
import { LIMITS } from '../../shared/management/limits';
import { TextField } from './fields';
import type { FieldErrors } from './useForm';

type PersonField = 'givenName' | 'namePreposition' | 'familyName' | 'email';

export interface PersonFormBinding {
  bind: (field: PersonField) => { name: string; value: string; onChange: (value: string) => void; error?: string };
  errors: FieldErrors;
}

export function PersonNameFields({ form, emailHint }: { form: PersonFormBinding; emailHint?: string }) {
  return (
    <>
      <TextField label={t('person.givenName')} {...form.bind('givenName')} required maxLength={LIMITS.givenName} />
      <TextField
        label={t('person.namePreposition')}
        {...form.bind('namePreposition')}
        maxLength={LIMITS.namePreposition}
      />
      <TextField label={t('person.familyName')} {...form.bind('familyName')} required maxLength={LIMITS.familyName} />
      <TextField
        label={t('person.email')}
        {...form.bind('email')}
        type="email"
        hint={emailHint}
        required
        maxLength={LIMITS.email}
      />
    </>
  );
}
