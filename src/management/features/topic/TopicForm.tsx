// One form for a new topic and for editing one: name, category, status, the icon and image (uploaded
// here, TopicMediaField) and the contact data students see under "Hulp van school nodig?", whose further
// information is a rich text limited to the html the student app renders (the module editor's field). Checked with the server's schema before sending. After a 409 the
// colleague's version stands above the buttons: "Mijn versie opslaan" sends what was typed again, on
// the colleague's revision; "Versie van collega overnemen" puts theirs in the form.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { tt } from '../../i18n/topics';
import { ERROR_MESSAGES } from '../../../shared/errors/messages';
import { TOPIC_STATUS_LABELS, TOPIC_STATUSES, type Topic } from '../../../shared/management/topic';
import { CheckboxField, FormFailure, SelectField, TextField } from '../../ui/fields';
import { useForm } from '../../ui/useForm';
import { RichTextField } from '../module/editor/RichTextField';
import { TopicFacts } from './TopicFacts';
import { TopicMediaField } from './TopicMediaField';
import { isTopicStatus, validateTopic, valuesOf, type TopicValues } from './topicValues';

const CODES = {
  topic_name_taken: { message: ERROR_MESSAGES.topic_name_taken, field: 'name' },
};

export interface TopicFormProps {
  initial: TopicValues;
  onSubmit: (values: TopicValues) => Promise<void>;
  cancelTo: string;
  /** After a 409: the colleague's version of this topic, or 'gone' when they deleted it. */
  conflict?: Topic | 'gone' | null;
  onTakeTheirs?: () => void;
}

export function TopicForm({ initial, onSubmit, cancelTo, conflict = null, onTakeTheirs }: TopicFormProps) {
  const form = useForm<TopicValues>({ initial, validate: validateTopic, submit: onSubmit, codeMessages: CODES });
  const { values, set, errors } = form;
  const contactId = useId();
  const statuses = TOPIC_STATUSES.map((s) => ({ value: s, label: TOPIC_STATUS_LABELS[s] }));
  return (
    <form className="mg-form mg-topic-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <FormFailure message={form.failure} />
      <TextField label={tt('form.name')} {...form.bind('name')} required maxLength={120} />
      <SelectField
        label={tt('form.status')}
        name="status"
        value={values.status}
        onChange={(v) => isTopicStatus(v) && set('status', v)}
        options={statuses}
        error={errors.status}
        hint={tt('status.hint')}
        required
      />
      <TextField
        label={tt('form.category')}
        {...form.bind('category')}
        hint={tt('form.categoryHint')}
        maxLength={120}
      />
      <div className="mg-topic-form__media">
        <TopicMediaField kind="icon" value={values.icon} onChange={(v) => set('icon', v)} />
        <TopicMediaField kind="image" value={values.image} onChange={(v) => set('image', v)} />
      </div>
      {errors.iconId && <p className="mg-field__error">{errors.iconId}</p>}
      {errors.imageId && <p className="mg-field__error">{errors.imageId}</p>}
      <fieldset className="mg-choices mg-topic-form__contact" aria-labelledby={`${contactId}-legend`}>
        <legend id={`${contactId}-legend`}>{tt('form.contactLegend')}</legend>
        <CheckboxField
          label={tt('form.hasContact')}
          name="hasContact"
          checked={values.hasContact}
          onChange={(v) => set('hasContact', v)}
        />
        {errors.contactData && <p className="mg-field__error">{errors.contactData}</p>}
        {values.hasContact && (
          <>
            <TextField label={tt('form.contactName')} {...form.bind('contactName')} required maxLength={120} />
            <TextField label={tt('form.department')} {...form.bind('department')} maxLength={120} />
            <TextField
              label={tt('form.email')}
              {...form.bind('email')}
              type="email"
              inputMode="email"
              maxLength={254}
            />
            <TextField label={tt('form.phone')} {...form.bind('phone')} maxLength={30} autoComplete="off" />
            <RichTextField
              label={tt('form.furtherInfo')}
              hint={tt('form.furtherInfoHint')}
              value={values.furtherInfo}
              onChange={(html) => set('furtherInfo', html)}
              error={errors.furtherInfo}
            />
          </>
        )}
      </fieldset>
      {conflict && (
        <section
          className="mg-panel mg-panel--attention mg-topic-conflict"
          role="alert"
          aria-labelledby={`${contactId}-c`}
        >
          <h2 id={`${contactId}-c`}>{tt('conflict.title')}</h2>
          {conflict === 'gone' ? (
            <p>{tt('conflict.gone')}</p>
          ) : (
            <>
              <p>{tt('conflict.intro')}</p>
              <TopicFacts topic={conflict} caption={tt('conflict.caption')} />
            </>
          )}
        </section>
      )}
      <div className="form__actions">
        {conflict !== 'gone' && (
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('form.saving') : conflict ? tt('conflict.keepMine') : t('form.save')}
          </button>
        )}
        {conflict && conflict !== 'gone' && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              form.setValues(valuesOf(conflict));
              onTakeTheirs?.();
            }}
          >
            {tt('conflict.takeTheirs')}
          </button>
        )}
        <Link to={cancelTo} className="button button--ghost">
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}
