// An accessible autocomplete (WAI-ARIA 1.2 combobox with a listbox popup). It suggests only from
// the third typed character (case-insensitive substring match) and hides the list 250 ms after
// focus leaves, so a click on a suggestion still lands (docs/product.md §5 and §9).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import './autocomplete.css';
import type { KeyboardEvent } from 'react';

export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_HIDE_DELAY_MS = 250;
const MAX_SUGGESTIONS = 20;

export interface AutocompleteProps {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  noResultsText: string;
  /** Screen-reader text for the number of suggestions, e.g. count => `${count} gevonden`. */
  resultsText: (count: number) => string;
  inputType?: 'text' | 'email';
  required?: boolean;
}

export function filterOptions(options: readonly string[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < AUTOCOMPLETE_MIN_CHARS) return [];
  return options.filter((option) => option.toLowerCase().includes(needle)).slice(0, MAX_SUGGESTIONS);
}

export function Autocomplete({
  label,
  options,
  value,
  onChange,
  hint,
  noResultsText,
  resultsText,
  inputType = 'text',
  required,
}: AutocompleteProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const suggestions = useMemo(() => filterOptions(options, value), [options, value]);
  const expanded = open && value.trim().length >= AUTOCOMPLETE_MIN_CHARS;

  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  function cancelHide() {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  }

  function choose(option: string) {
    onChange(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else onChange('');
      setActive(-1);
    }
  }

  return (
    <div className="field autocomplete">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={inputType}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoComplete="off"
        required={required}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          cancelHide();
          setOpen(true);
        }}
        onBlur={() => {
          cancelHide();
          hideTimer.current = setTimeout(() => setOpen(false), AUTOCOMPLETE_HIDE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="autocomplete__list"
        hidden={!expanded || suggestions.length === 0}
      >
        {suggestions.map((option, index) => (
          <li
            key={option}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className={`autocomplete__option${index === active ? ' autocomplete__option--active' : ''}`}
            // mousedown would blur the input first; preventing it keeps focus in the field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? (suggestions.length ? resultsText(suggestions.length) : noResultsText) : ''}
      </p>
    </div>
  );
}
