// 'Hulp van school nodig?': the topic's contact person, with mail and phone links, and the further
// information as sanitised rich text (SafeHtml), as the management site's topic form writes it.
import { useId } from 'react';
import { t } from '../../../i18n/nl';
import type { ContactData } from '../../../rules/types';
import { Modal } from '../../../common/ui/Modal';
import { asRichText } from '../../../shared/management/richTextHtml';
import { SafeHtml } from './SafeHtml';

interface Props {
  contact: ContactData;
  onClose: () => void;
}

export function ContactModal({ contact, onClose }: Props) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} maxWidth={900}>
      <h2 id={titleId} className="modal__title">
        {t('dialog.contact.title')}
      </h2>
      <p>{t('dialog.contact.intro')}</p>
      <dl className="md-contact">
        <dt>{t('dialog.contact.name')}</dt>
        <dd>{contact.name}</dd>
        {contact.department && (
          <>
            <dt>{t('dialog.contact.department')}</dt>
            <dd>{contact.department}</dd>
          </>
        )}
        {contact.email && (
          <>
            <dt>{t('dialog.contact.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </>
        )}
        {contact.phone && (
          <>
            <dt>{t('dialog.contact.phone')}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </dd>
          </>
        )}
        {contact.furtherInfo && (
          <>
            <dt>{t('dialog.contact.furtherInfo')}</dt>
            <dd>
              {/* Older topics hold plain text here: its line breaks are kept. */}
              <SafeHtml className="md-html" html={asRichText(contact.furtherInfo)} />
            </dd>
          </>
        )}
      </dl>
      <div className="modal__actions">
        <button type="button" className="md-button md-button--primary" onClick={onClose} data-autofocus>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
