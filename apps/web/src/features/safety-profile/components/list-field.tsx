/**
 * A tag-style list field: type an entry, add it with Add or Enter, remove any with its x. Empty
 * entries and duplicates (ignoring case) are not added, and the field says why.
 */
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
        setNotice(
          intl.formatMessage(
            { id: 'listField.duplicate', defaultMessage: '“{entry}” is already in the list.' },
            { entry: typed.trim() },
          ),
        );
        return;
      case 'full':
        setNotice(
          intl.formatMessage(
            { id: 'listField.full', defaultMessage: 'You can add up to {max, number} entries.' },
            { max: PROFILE_LIST_MAX_ITEMS },
          ),
        );
        return;
      case 'too-long':
        setNotice(
          intl.formatMessage(
            { id: 'listField.tooLong', defaultMessage: 'Keep each entry to {max, number} characters.' },
            { max: PROFILE_LIST_ITEM_MAX_LENGTH },
          ),
        );
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
          <FormattedMessage
            id="listField.count"
            defaultMessage="{count, number}/{max, number}"
            values={{ count: items.length, max: PROFILE_LIST_MAX_ITEMS }}
          />
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
          <FormattedMessage
            id="listField.add"
            defaultMessage="Add<hidden> to {list}</hidden>"
            values={{ list: label, hidden: (text) => <span className="visually-hidden">{text}</span> }}
          />
        </button>
      </div>
      {items.length > 0 && (
        <ul className="tag-list" aria-label={label}>
          {items.map((item) => (
            <li key={item} className="tag">
              <span>{item}</span>
              <button
                type="button"
                className="tag-remove"
                aria-label={intl.formatMessage(
                  { id: 'listField.remove', defaultMessage: 'Remove {entry}' },
                  { entry: item },
                )}
                onClick={() => remove(item)}
              >
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
