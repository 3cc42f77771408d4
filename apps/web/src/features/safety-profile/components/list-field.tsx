/**
 * A tag-style list field: type an entry, add it with Add or Enter, remove any with its x. Empty
 * entries and duplicates (ignoring case) are not added, and the field says why.
 */
import { useId, useRef, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { PROFILE_LIST_ITEM_MAX_LENGTH, PROFILE_LIST_MAX_ITEMS } from '@safetrails/contracts';
import { addEntry } from '../lib/list-entry';

interface ListFieldProps {
  readonly label: string;
  readonly hint?: string;
  readonly placeholder?: string;
  readonly items: readonly string[];
  readonly onChange: (items: readonly string[]) => void;
  readonly error?: string;
}

export function ListField({ label, hint, placeholder, items, onChange, error }: ListFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState('');
  const describedBy = [`${id}-notice`, hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  const add = () => {
    const result = addEntry(items, typed);
    if (result.added) {
      onChange(result.items);
      setTyped('');
      setNotice('');
      return;
    }
    switch (result.reason) {
      case 'empty':
        setNotice('');
        return;
      case 'duplicate':
        setNotice(`“${typed.trim()}” is already in the list.`);
        return;
      case 'full':
        setNotice(`You can add up to ${PROFILE_LIST_MAX_ITEMS} entries.`);
        return;
      case 'too-long':
        setNotice(`Keep each entry to ${PROFILE_LIST_ITEM_MAX_LENGTH} characters.`);
        return;
    }
  };

  const remove = (item: string) => {
    onChange(items.filter((candidate) => candidate !== item));
    setNotice('');
    inputRef.current?.focus();
  };

  return (
    <div className="field list-field">
      <div className="field-head">
        <label className="field-label" htmlFor={`${id}-input`}>
          {label}
        </label>
        <span className="field-note">
          {items.length}/{PROFILE_LIST_MAX_ITEMS}
        </span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <div className="list-field-entry">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="field-input"
          value={typed}
          placeholder={placeholder}
          maxLength={PROFILE_LIST_ITEM_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setTyped(event.target.value);
            setNotice('');
          }}
          onKeyDown={(event) => {
            // Enter adds the entry instead of submitting the whole form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="btn btn-ghost" onClick={add}>
          <Plus aria-hidden="true" size={18} />
          Add<span className="visually-hidden"> to {label}</span>
        </button>
      </div>
      {items.length > 0 && (
        <ul className="tag-list" aria-label={label}>
          {items.map((item) => (
            <li key={item} className="tag">
              <span>{item}</span>
              <button type="button" className="tag-remove" aria-label={`Remove ${item}`} onClick={() => remove(item)}>
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-notice`} className="field-hint" aria-live="polite">
        {notice}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
