// A button that can be unavailable for a moment (the last page's "Volgende", "Voorbeeld bekijken"
// while the file is checked) without losing keyboard focus. A disabled button drops focus to
// <body> (WCAG 2.4.3), so this one stays focusable, says it is unavailable (aria-disabled) and
// ignores a press; a submit button's press then does not submit its form either.
import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export type KeepFocusButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-disabled'> & {
  /** For a moment (busy, at the end): focusable, announced as unavailable, a press does nothing. */
  unavailable: boolean;
};

export function KeepFocusButton({ unavailable, onClick, type = 'button', ...props }: KeepFocusButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-disabled={unavailable || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (unavailable) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
