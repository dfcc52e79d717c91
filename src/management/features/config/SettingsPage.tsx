// Instellingen (admins): the minimum group size of statistics, mandatory 2FA for staff and the
// footer menu, saved together with POST /api/config and checked with its schema before sending.
import { t } from '../../i18n';
import type { Settings } from '../../../shared/management/config';
import { getSettings, saveSettings } from '../../api/config';
import { CheckboxField, FormFailure, TextField } from '../../ui/fields';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useForm } from '../../ui/useForm';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { FooterMenuEditor } from './FooterMenuEditor';
import { toSettingsUpdate, toSettingsValues, validateSettings } from './settingsValues';

export function SettingsPage() {
  const remote = useRemote(getSettings, 'settings');
  return (
    <>
      <PageTitle title={t('settings.title')} />
      <p className="mg-lead">{t('settings.intro')}</p>
      <RemoteFailure remote={remote} />
      {remote.data && <SettingsForm settings={remote.data} />}
    </>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { notice, setNotice, clear } = useNotice();
  const form = useForm({
    initial: toSettingsValues(settings),
    validate: validateSettings,
    submit: async (values) => {
      const saved = await saveSettings(toSettingsUpdate(values));
      form.setValues(toSettingsValues(saved));
      setNotice({ kind: 'success', text: t('settings.saved') });
    },
  });
  const { values, set, errors } = form;
  return (
    <>
      <Notice notice={notice} onClose={clear} />
      <form className="mg-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <FormFailure message={form.failure} />
        <h2>{t('settings.privacy')}</h2>
        <TextField
          label={t('settings.minGroupSize')}
          {...form.bind('statsMinGroupSize')}
          hint={t('settings.minGroupSizeHint')}
          inputMode="numeric"
          required
          maxLength={3}
        />
        <h2>{t('settings.security')}</h2>
        <CheckboxField
          label={t('settings.staffMfa')}
          name="staffMfaMandatory"
          checked={values.staffMfaMandatory}
          onChange={(checked) => set('staffMfaMandatory', checked)}
          hint={t('settings.staffMfaHint')}
        />
        <FooterMenuEditor rows={values.footerMenu} errors={errors} onChange={(rows) => set('footerMenu', rows)} />
        <div className="mg-actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </>
  );
}
