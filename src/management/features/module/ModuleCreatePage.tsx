// A new module: its technical name, title and topic, checked with the route's own schema (NewModule)
// before sending; the server's refusal of a name in use lands on the name field. It opens in the
// editor as an empty draft, never published.
import { Link, useNavigate } from 'react-router-dom';
import { ERROR_MESSAGES } from '../../../shared/errors/messages';
import { NewModule } from '../../../shared/management/module';
import { fieldErrors } from '../../../shared/management/validate';
import { createModule, listTopicChoices } from '../../api/module';
import { t } from '../../i18n';
import { tm } from '../../i18n/modules';
import { FormFailure, SelectField, TextField } from '../../ui/fields';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useForm } from '../../ui/useForm';
import { useRemote } from '../../ui/useRemote';

interface Values extends Record<string, unknown> {
  name: string;
  title: string;
  topicId: string;
}

const toInput = (v: Values) => ({ name: v.name.trim(), title: v.title.trim(), topicId: Number(v.topicId) || 0 });

const CODES = { module_name_taken: { message: ERROR_MESSAGES.module_name_taken, field: 'name' } };

export function ModuleCreatePage() {
  const navigate = useNavigate();
  const topics = useRemote(listTopicChoices, 'topics');
  const form = useForm<Values>({
    initial: { name: '', title: '', topicId: '' },
    validate: (v) => fieldErrors(NewModule, toInput(v)),
    submit: async (v) => {
      const draft = await createModule(toInput(v));
      void navigate(`/modules/${draft.id}`);
    },
    codeMessages: CODES,
  });
  return (
    <>
      <PageTitle title={tm('create.title')} />
      <RemoteFailure remote={topics} />
      <form className="mg-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <FormFailure message={form.failure} />
        <TextField label={tm('create.moduleTitle')} {...form.bind('title')} required maxLength={200} />
        <TextField
          label={tm('create.name')}
          {...form.bind('name')}
          hint={tm('create.nameHint')}
          required
          maxLength={60}
        />
        <SelectField
          label={tm('create.topic')}
          {...form.bind('topicId')}
          required
          placeholder={tm('create.topicChoose')}
          options={(topics.data ?? []).map((topic) => ({ value: topic.id, label: topic.name }))}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('form.saving') : tm('create.submit')}
          </button>
          <Link to="/modules" className="button button--ghost">
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </>
  );
}
