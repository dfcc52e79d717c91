// Stage 3: the result header coloured by the module result, the norm table (when the module
// switches it on), the result texts in the rule engine's order, 'Test afronden' and the contact help.
import { imageUrl } from '../../../api/media';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import type { Module } from '../../../rules/types';
import { finishRequested } from '../../finish/finishActions';
import { selectProcessed } from '../moduleDialogSelectors';
import { contactModalClosed, contactModalOpened } from '../moduleDialogSlice';
import { hasNormTable } from '../../../rules/normModules';
import { ContactModal } from './ContactModal';
import { fillPlaceholders } from '../../../rules/placeholders';
import { NormTable, ratingLabel } from './NormTable';
import { SafeHtml } from './SafeHtml';

interface Props {
  module: Module;
  headingId: string;
}

export function ResultStage({ module, headingId }: Props) {
  const dispatch = useAppDispatch();
  const processed = useAppSelector(selectProcessed);
  const contactOpen = useAppSelector((state) => state.moduleDialog.contactOpen);
  const finishOpen = useAppSelector((state) => state.finish.open);
  if (!processed) return null;
  const texts = processed.resultTexts
    .map((name) => module.result_texts.find((text) => text.name === name))
    .filter((text) => text !== undefined);
  const contact = module.topic.contactData;

  return (
    <section className="md-result" aria-labelledby={headingId}>
      <header className={`md-result__header md-result__header--${processed.result}`}>
        <p className="md-result__module">{module.title}</p>
        <h1 id={headingId} className="md-title" tabIndex={-1}>
          {t('dialog.resultHeader')}
        </h1>
        <p className="md-result__value">{t(`dialog.resultValue.${processed.result}`)}</p>
      </header>
      {hasNormTable(module) && <NormTable results={processed.normResult} />}
      {texts.map((text) => (
        <article key={text.name} className="md-result__text">
          <h2>{text.title}</h2>
          <SafeHtml className="md-html" html={fillPlaceholders(text.text, processed, ratingLabel)} />
          {text.info_image && (
            <img className="md-result__image" src={imageUrl(text.info_image, 600)} alt="" loading="lazy" />
          )}
        </article>
      ))}
      <div className="md-buttons">
        {contact && (
          <button type="button" className="md-button" onClick={() => dispatch(contactModalOpened())}>
            {t('dialog.contactHelp')}
          </button>
        )}
        <button
          type="button"
          className="md-button md-button--primary"
          onClick={() => dispatch(finishRequested())}
          disabled={finishOpen}
        >
          {t('dialog.finishAttempt')}
        </button>
      </div>
      {contact && contactOpen && <ContactModal contact={contact} onClose={() => dispatch(contactModalClosed())} />}
    </section>
  );
}
