// A header dropdown (disclosure pattern): a button with aria-expanded that shows a list of links.
// Escape closes it and returns focus to the button; so does moving focus out of it. The items get
// a close() so that following a link inside the app closes the menu too.
import { useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';

interface Props {
  label: string;
  children: (close: () => void) => ReactNode;
}

export function DropdownMenu({ label, children }: Props) {
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
      <button
        ref={buttonRef}
        type="button"
        className="nav-link dropdown__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span className="dropdown__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="dropdown__menu" hidden={!open}>
        {children(() => setOpen(false))}
      </ul>
    </div>
  );
}
