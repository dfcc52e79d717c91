// The key a school's own administration system uses to import students without a person: made
// here and shown this once (the server keeps only its hash), revocable.
import { useId, useState } from 'react';
import { t } from '../../i18n';
import type { School } from '../../../shared/management/school';
import { clearSchoolToken, generateSchoolToken } from '../../api/school';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Notice } from '../../ui/Notice';
import { useNotice } from '../../ui/useNotice';

export function TokenPanel({ school, onChanged }: { school: School; onChanged: () => void }) {
  const [token, setToken] = useState<string | null>(null);
  const { notice, clear, setNotice, run, attempt } = useNotice();
  const tokenId = useId();
  const prefix = school.apiTokenPrefix;

  const generate = async () => {
    await attempt(async () => {
      const made = await generateSchoolToken(school.id);
      setToken(made.token);
      setNotice(null);
      onChanged();
    });
  };

  return (
    <section className="mg-panel" aria-labelledby="school-token">
      <h2 id="school-token">{t('schools.tokenTitle')}</h2>
      <p>{t('schools.tokenIntro')}</p>
      <Notice notice={notice} onClose={clear} />
      <p>{prefix ? t('schools.tokenActive', { prefix }) : t('schools.tokenNone')}</p>
      {token && (
        <div className="mg-token" role="status">
          <p className="alert alert--warning">{t('schools.tokenShownOnce')}</p>
          <label htmlFor={tokenId}>{t('schools.tokenLabel')}</label>
          <input id={tokenId} className="mg-token__value" readOnly value={token} onFocus={(e) => e.target.select()} />
        </div>
      )}
      <div className="mg-actions">
        {prefix ? (
          <ConfirmButton
            className="button button--secondary"
            label={t('schools.tokenRegenerate')}
            question={t('schools.tokenRegenerateQuestion', { prefix })}
            onConfirm={generate}
          />
        ) : (
          <button type="button" className="button button--secondary" onClick={() => void generate()}>
            {t('schools.tokenGenerate')}
          </button>
        )}
        {prefix && (
          <ConfirmButton
            label={t('schools.tokenClear')}
            question={t('schools.tokenClearQuestion', { prefix })}
            onConfirm={async () => {
              setToken(null);
              if (await run(() => clearSchoolToken(school.id), t('schools.tokenCleared'))) onChanged();
            }}
          />
        )}
      </div>
    </section>
  );
}
