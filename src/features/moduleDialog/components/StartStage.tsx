// Stage 1: title, question count, the module's start text and the Start button.
import { imageSrcSet, imageUrl } from '../../../api/media';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import type { Module } from '../../../rules/types';
import { startAttempt } from '../moduleDialogActions';
import { selectQuestionTotal } from '../moduleDialogSelectors';
import { SafeHtml } from './SafeHtml';

interface Props {
  module: Module;
  headingId: string;
}

export function StartStage({ module, headingId }: Props) {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectQuestionTotal);
  const { image } = module.topic;
  return (
    <section className="md-start">
      {image && (
        <img
          className="md-start__image"
          src={imageUrl(image, 600)}
          srcSet={imageSrcSet(image)}
          sizes="(min-width: 900px) 600px, 100vw"
          alt=""
        />
      )}
      <h1 id={headingId} className="md-title" tabIndex={-1}>
        {module.title}
      </h1>
      <p className="md-start__count">{count === 1 ? t('dialog.oneQuestion') : t('dialog.questions', { count })}</p>
      <SafeHtml className="md-html md-start__text" html={module.start_text} />
      <div className="md-buttons">
        <button type="button" className="md-button md-button--primary" onClick={() => dispatch(startAttempt())}>
          {t('dialog.start')}
        </button>
      </div>
    </section>
  );
}
