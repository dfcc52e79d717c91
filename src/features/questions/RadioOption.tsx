// One labelled radio button in the question's option style; extra content (e.g. the free-text
// field of an 'Anders, namelijk' option) goes after the label.
import type { ReactNode } from 'react';

interface Props {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  children?: ReactNode;
}

export function RadioOption({ id, name, label, checked, onSelect, children }: Props) {
  return (
    <div className={`question__option${checked ? ' question__option--checked' : ''}`}>
      <input id={id} type="radio" name={name} className="question__control" checked={checked} onChange={onSelect} />
      <label htmlFor={id} className="question__label">
        {label}
      </label>
      {children}
    </div>
  );
}
