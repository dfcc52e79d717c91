// Contact (issue 20): the school's own coordinators first (a teacher's question about accounts or a
// test hour is answered faster there), then the form to the operator's support address. The form
// is checked with the server's schema and messages before sending; a refusal for too many questions
// says how long to wait, so nothing is lost silently.
import { useState } from 'react';
import { t } from '../../i18n';
import { ContactMessage, type ContactPage as ContactPageData } from '../../../shared/management/contact';
import { LIMITS } from '../../../shared/management/limits';
import { fieldErrors } from '../../../shared/management/validate';
import { errorBody, errorStatus } from '../../../common/api/failure';
import { getContactPage, sendContactMessage } from '../../api/contact';
import { EmailAddress } from '../../ui/EmailAddress';
import { Field, FormFailure, TextField } from '../../ui/fields';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useForm } from '../../ui/useForm';
import { useRemote } from '../../ui/useRemote';
import { waitMessage } from './waitMessage';

interface ContactValues extends Record<string, unknown> {
  senderName: string;
  school: string;
  senderEmail: string;
  question: string;
}

const toMessage = (v: ContactValues): ContactMessage => ({
  senderName: v.senderName.trim(),
  school: v.school.trim(),
  senderEmail: v.senderEmail.trim(),
  question: v.question.trim(),
});

function Coordinators({ page }: { page: ContactPageData }) {
  return (
    <section className="mg-panel" aria-labelledby="contact-coordinators">
      <h2 id="contact-coordinators">{t('contact.coordinatorsTitle')}</h2>
      {page.coordinators.length === 0 ? (
        <p>{t('contact.noCoordinators')}</p>
      ) : (
        <>
          <p>{t('contact.coordinatorsIntro')}</p>
          <ul className="mg-contact__people">
            {page.coordinators.map((person) => (
              <li key={`${person.school}-${person.email}`}>
                <strong>{person.name}</strong> ({person.school})
                <br />
                <a href={`mailto:${person.email}`}>
                  <EmailAddress address={person.email} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ContactForm({ page }: { page: ContactPageData }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    initial: { senderName: page.senderName, school: page.school, senderEmail: page.senderEmail, question: '' },
    validate: (v) => fieldErrors(ContactMessage, toMessage(v)),
    submit: async (v) => {
      setSentTo(null);
      setWait(null);
      try {
        await sendContactMessage(toMessage(v));
      } catch (err) {
        if (errorStatus(err) !== 429) throw err;
        setWait(waitMessage(Number(errorBody(err).retry_after)));
        return;
      }
      setSentTo(v.senderEmail.trim());
      // setValues, not set: emptying the field after a send is no mistake to flag.
      form.setValues({ ...v, question: '' });
    },
  });
  return (
    <section className="mg-contact__form" aria-labelledby="contact-form">
      <h2 id="contact-form">{t('contact.formTitle')}</h2>
      {sentTo && (
        <p className="mg-contact__sent" role="status">
          {t('contact.sent', { email: sentTo })}
        </p>
      )}
      {wait && (
        <p className="mg-form__failure" role="alert">
          {wait}
        </p>
      )}
      <form className="mg-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <FormFailure message={form.failure} />
        <TextField
          label={t('contact.senderName')}
          {...form.bind('senderName')}
          required
          maxLength={LIMITS.contactName}
          autoComplete="name"
        />
        <TextField
          label={t('contact.school')}
          {...form.bind('school')}
          required
          maxLength={LIMITS.contactSchool}
          autoComplete="organization"
        />
        <TextField
          label={t('contact.senderEmail')}
          {...form.bind('senderEmail')}
          type="email"
          hint={t('contact.senderEmailHint')}
          required
          maxLength={LIMITS.email}
          autoComplete="email"
        />
        <Field label={t('contact.question')} hint={t('contact.questionHint')} error={form.errors.question} required>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="question"
              rows={7}
              value={form.values.question}
              maxLength={LIMITS.questionMax}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              aria-required
              onChange={(event) => form.set('question', event.target.value)}
            />
          )}
        </Field>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('contact.sending') : t('contact.send')}
          </button>
        </div>
      </form>
    </section>
  );
}

export function ContactPage() {
  const remote = useRemote(getContactPage, 'contact');
  return (
    <>
      <PageTitle title={t('contact.title')} />
      <p className="mg-lead">{t('contact.intro')}</p>
      <RemoteFailure remote={remote} />
      {remote.data && (
        <div className="mg-contact">
          <Coordinators page={remote.data} />
          <ContactForm page={remote.data} />
        </div>
      )}
    </>
  );
}
