// An expression (jexl, docs/rules.md) with autocompletion of the names in scope at its place (a
// combobox: arrows choose, Enter or Tab takes, Escape closes; a tap takes too) and the check as you
// type in Dutch (the rules' checkExpressionAt: errors are refused on publish, warnings not).
import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { checkExpressionAt } from '../../../../rules/expressionCheck';
import { completeAt } from '../../../../rules/scopeNames';
import type { ExpressionPoint } from '../../../../rules/scopeNames';
import type { Module, ModuleConfig } from '../../../../rules/types';
import { tm } from '../../../i18n/modules';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  built: { module: Module; config: ModuleConfig };
  point: ExpressionPoint;
  /** The checker's message from the last refusal, for this expression. */
  error?: string;
}

const MAX_OPTIONS = 8;

export function ExpressionField({ label, value, onChange, built, point, error }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const problems = useMemo(
    () => (value.trim() === '' ? [] : checkExpressionAt(built.module, built.config, point, value)),
    [built, point, value],
  );
  const completion = useMemo(
    () => (cursor === null ? null : completeAt(built.module, built.config, point, value, cursor)),
    [built, point, value, cursor],
  );
  const options = completion?.options.slice(0, MAX_OPTIONS) ?? [];
  const typed = completion ? value.slice(completion.from, completion.to) : '';
  const open = options.length > 0 && !(options.length === 1 && typed === options[0].name);

  const take = (index: number) => {
    if (!completion || !options[index]) return;
    const name = options[index].name;
    onChange(value.slice(0, completion.from) + name + value.slice(completion.to));
    const at = completion.from + name.length;
    setCursor(null);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(at, at);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      take(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setCursor(null);
    }
  };
  const invalid = problems.some((p) => p.severity === 'error') || Boolean(error);
  const messages = [
    ...(error ? [error] : []),
    ...problems.map((p) => `${p.severity === 'error' ? tm('logic.error') : tm('logic.warning')}: ${p.message}`),
  ];
  return (
    <div className={`field mg-field mg-expression${invalid ? ' mg-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="text"
        className="mg-expression__input"
        value={value}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-check`}
        onChange={(event) => {
          onChange(event.target.value);
          setCursor(event.target.selectionStart);
          setActive(0);
        }}
        onClick={(event) => setCursor(event.currentTarget.selectionStart)}
        onBlur={() => setCursor(null)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={tm('logic.suggestions')}
        className="mg-expression__list"
        hidden={!open}
      >
        {open &&
          options.map((option, index) => (
            <li
              key={option.name}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="mg-expression__option"
              // Before the input's blur closes the list: a tap or click takes the name.
              onMouseDown={(event) => {
                event.preventDefault();
                take(index);
              }}
            >
              <code>{option.name}</code> <span className="mg-hint">{option.detail}</span>
            </li>
          ))}
      </ul>
      <div id={`${id}-check`} className="mg-expression__check" aria-live="polite">
        {messages.length === 0
          ? value.trim() !== '' && <span className="mg-hint">{tm('logic.ok')}</span>
          : messages.map((m) => (
              <p key={m} className="mg-field__error">
                {m}
              </p>
            ))}
      </div>
    </div>
  );
}
