// 'Beheer' dropdown with 'Imiteer gebruiker' (imitators only, online only; the caller decides).
// Disclosure pattern like the Service menu: Escape or leaving it closes it.
import { useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/nl';

export function ManagementMenu() {
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
        {t('auth.management')}
        <span className="dropdown__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="dropdown__menu" hidden={!open}>
        <li>
          <Link to={paths.imitate} className="dropdown__item" onClick={() => setOpen(false)}>
            {t('auth.imitateMenu')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
