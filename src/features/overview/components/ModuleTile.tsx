// One module on the overview. Opening is left to the caller (the module dialog decides how).
import { useId } from 'react';
import type { Module, NormRating } from '../../../rules/types';
import { imageSrcSet, imageUrl } from '../../../api/media';
import { countQuestions } from '../../../rules/questionCount';
import { t } from '../../../i18n/nl';
import { SmartLink } from '../../../ui/SmartLink';

export interface ModuleTileProps {
  module: Module;
  /** Finished or skipped by the student: shows 'Voltooid' and 'Opnieuw maken'. */
  done: boolean;
  /** The result of the student's latest finished attempt of this module, when known. */
  result?: NormRating | null;
  onOpen?: (moduleId: number) => void;
}

export function ModuleTile({ module, done, result, onOpen }: ModuleTileProps) {
  const titleId = useId();
  const { status, icon } = module.topic;
  const disabled = status === 'disabled';
  const mandatory = status === 'mandatory';
  const count = countQuestions(module.slides);
  const open = onOpen && !disabled ? () => onOpen(module.id) : undefined;

  return (
    <li
      className={`tile${disabled ? ' tile--disabled' : ''}${done ? ' tile--done' : ''}${done && result ? ` tile--result-${result}` : ''}`}
      aria-labelledby={titleId}
      data-module-id={module.id}
    >
      {icon && (
        <img
          className="tile__icon"
          src={imageUrl(icon, 360)}
          srcSet={imageSrcSet(icon)}
          sizes="96px"
          alt=""
          loading="lazy"
        />
      )}
      <h2 className="tile__title" id={titleId}>
        {module.title}
        {mandatory && (
          <>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> {t('overview.mandatoryMark')}</span>
          </>
        )}
      </h2>
      <div className="tile__meta">
        {disabled && <span className="badge badge--muted">{t('overview.disabled')}</span>}
        {!disabled && done && <span className="badge badge--success">{t('overview.finished')}</span>}
        {!disabled && done && result && (
          <span className={`badge badge--result-${result}`}>
            {t('myResults.tileResult', { result: t(`dialog.resultValue.${result}`) })}
          </span>
        )}
        {!disabled && !done && (
          <>
            <span className="tile__count">
              {count === 1 ? t('overview.oneQuestion') : t('overview.questions', { count })}
            </span>
            <span className={`badge ${mandatory ? 'badge--mandatory' : 'badge--optional'}`}>
              {mandatory ? t('overview.mandatory') : t('overview.optional')}
            </span>
          </>
        )}
      </div>
      <div className="tile__actions">
        {open && (
          <button
            type="button"
            className={`button ${done ? 'button--secondary' : 'button--primary'}`}
            aria-label={t(done ? 'overview.redoLabel' : 'overview.openLabel', { title: module.title })}
            onClick={open}
          >
            {done ? t('overview.redo') : t('overview.open')}
          </button>
        )}
        {module.info_link && !disabled && (
          <SmartLink
            href={module.info_link}
            className="tile__info"
            aria-label={t('overview.infoLinkLabel', { title: module.title })}
          >
            {t('overview.infoLink')}
          </SmartLink>
        )}
      </div>
    </li>
  );
}
