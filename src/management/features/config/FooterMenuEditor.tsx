// The footer menu as rows of text and address, reordered by buttons (no dragging: a keyboard and
// a finger can move a link as easily as a mouse), each button named after its link's number.
import { t } from '../../i18n';
import { LIMITS } from '../../../shared/management/limits';
import { TextField } from '../../ui/fields';
import type { FieldErrors } from '../../ui/useForm';
import { moveRow, type FooterRow } from './settingsValues';

export function FooterMenuEditor({
  rows,
  errors,
  onChange,
}: {
  rows: FooterRow[];
  errors: FieldErrors;
  onChange: (rows: FooterRow[]) => void;
}) {
  const update = (key: number, change: Partial<FooterRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const nextKey = rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;
  return (
    <fieldset className="mg-choices mg-footer-menu">
      <legend>{t('settings.footer')}</legend>
      <p className="mg-hint">{t('settings.footerIntro')}</p>
      {rows.length === 0 && <p>{t('settings.footerEmpty')}</p>}
      <ol className="mg-footer-menu__rows">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.key} className="mg-footer-menu__row">
              <p className="mg-footer-menu__number">{t('settings.linkNumber', { n })}</p>
              <TextField
                label={t('settings.linkLabel')}
                name={`footerMenu.${row.key}.label`}
                value={row.label}
                onChange={(label) => update(row.key, { label })}
                error={errors[`footerMenu.${row.key}.label`]}
                required
                maxLength={LIMITS.footerLabel}
              />
              <TextField
                label={t('settings.linkUri')}
                name={`footerMenu.${row.key}.uri`}
                value={row.uri}
                onChange={(uri) => update(row.key, { uri })}
                error={errors[`footerMenu.${row.key}.uri`]}
                hint={t('settings.linkUriHint')}
                required
                maxLength={LIMITS.footerUri}
              />
              <div className="mg-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('settings.moveUpLabel', { n })}
                  disabled={index === 0}
                  onClick={() => onChange(moveRow(rows, index, -1))}
                >
                  {t('settings.moveUp')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('settings.moveDownLabel', { n })}
                  disabled={index === rows.length - 1}
                  onClick={() => onChange(moveRow(rows, index, 1))}
                >
                  {t('settings.moveDown')}
                </button>
                <button
                  type="button"
                  className="button mg-button--danger"
                  aria-label={t('settings.removeLinkLabel', { n })}
                  onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                >
                  {t('settings.removeLink')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {errors.footerMenu && <p className="mg-field__error">{errors.footerMenu}</p>}
      {rows.length < LIMITS.footerMenuMax ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange([...rows, { key: nextKey, label: '', uri: '' }])}
        >
          {t('settings.addLink')}
        </button>
      ) : (
        <p className="mg-hint">{t('settings.footerFull')}</p>
      )}
    </fieldset>
  );
}
