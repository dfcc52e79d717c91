// 'Service' dropdown (disclosure pattern): a button with aria-expanded and a list of links.
// Escape closes it and returns focus to the button; so does moving focus out of it.
import { useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { t } from '../../../i18n/nl';
import { SmartLink } from '../../../ui/SmartLink';
import { serviceLinks } from '../serviceLinks';

export function ServiceMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div className="dropdown" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={buttonRef} type="button" className="nav-link dropdown__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {t('shell.service')}
        <span className="dropdown__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="dropdown__menu" hidden={!open}>
        {serviceLinks.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className="dropdown__item">
              {t(link.label)}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
