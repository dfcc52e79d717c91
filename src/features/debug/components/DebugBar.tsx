// The debug bar for module authors: the rule engine's processed state and the attempt's answers and
// meta, as they are after the last save. Shown only in debug mode (see debugMode.ts).
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import type { ProcessedState } from '../../../rules/types';
import { rememberDebug } from '../debugMode';
import './debugBar.css';

const PROCESSED_KEYS: Array<keyof ProcessedState> = [
  'skipSlides',
  'skipTexts',
  'skipQuestionIds',
  'skipToEndFrom',
  'actions',
  'resultTexts',
  'selectedActions',
  'result',
  'computedResult',
  'normResult',
];

const show = (value: unknown): string => (value === undefined ? t('debug.empty') : JSON.stringify(value, null, 1));

export function DebugBar() {
  const [hidden, setHidden] = useState(false);
  const processed = useAppSelector((state) => state.moduleDialog.processed);
  const attempt = useAppSelector((state) =>
    state.moduleDialog.moduleId === null ? undefined : state.attempts.byModule[state.moduleDialog.moduleId],
  );
  if (hidden) return null;
  return (
    <aside className="debug-bar" aria-label={t('debug.title')} data-testid="debug-bar">
      <div className="debug-bar__head">
        <strong>{t('debug.title')}</strong>
        <button
          type="button"
          className="debug-bar__hide"
          onClick={() => {
            rememberDebug(false);
            setHidden(true);
          }}
        >
          {t('debug.hide')}
        </button>
      </div>
      <details open>
        <summary>{t('debug.processed')}</summary>
        <dl className="debug-bar__list">
          {PROCESSED_KEYS.map((key) => (
            <div key={key} className="debug-bar__row">
              <dt>{key}</dt>
              <dd>
                <code>{processed ? show(processed[key]) : t('debug.empty')}</code>
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <details>
        <summary>{t('debug.answers')}</summary>
        <pre className="debug-bar__pre">{show(attempt?.answers ?? [])}</pre>
      </details>
      <details>
        <summary>{t('debug.meta')}</summary>
        <pre className="debug-bar__pre">{show(attempt?.meta)}</pre>
      </details>
    </aside>
  );
}
