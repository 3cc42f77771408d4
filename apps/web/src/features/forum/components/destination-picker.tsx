/**
 * "Include Location Data" attaches a destination to the post: the traveller searches the registered
 * destinations by name (typo-tolerant, the destinations feature's search) and picks one. Only the
 * destination's id is sent, never coordinates, so a post cannot reveal where its author is standing.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { MapPin, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ForumDestinationRef } from '@safetrails/contracts';

export interface DestinationChoices {
  readonly data: readonly ForumDestinationRef[] | undefined;
  readonly isFetching: boolean;
  readonly isError: boolean;
}

/** A hook the route supplies (features do not import each other): destinations matching a name. */
export type UseDestinationChoices = (query: string) => DestinationChoices;

interface DestinationPickerProps {
  readonly value: ForumDestinationRef | null;
  readonly onChange: (destination: ForumDestinationRef | null) => void;
  readonly useDestinationChoices: UseDestinationChoices;
  readonly error?: string;
}

const DEBOUNCE_MS = 250;

export function DestinationPicker({ value, onChange, useDestinationChoices, error }: DestinationPickerProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const choices = useDestinationChoices(value ? '' : query);
  const options = value ? [] : (choices.data ?? []);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setActive(0), [choices.data]);

  const choose = (destination: ForumDestinationRef) => {
    onChange(destination);
    setText('');
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') {
      setText('');
    }
  };

  if (value) {
    return (
      <div className="field forum-destination">
        <span className="field-label">
          <FormattedMessage id="forum.destination.label" defaultMessage="Destination" />
        </span>
        <p className="forum-destination-chosen">
          <MapPin aria-hidden="true" size={16} />
          <span>
            <FormattedMessage
              id="forum.destination.place"
              defaultMessage="{name}, {country}"
              values={{ name: value.name, country: value.country }}
            />
          </span>
          <button type="button" className="forum-destination-remove" onClick={() => onChange(null)}>
            <X aria-hidden="true" size={14} />
            <span className="visually-hidden">
              <FormattedMessage
                id="forum.destination.remove"
                defaultMessage="Remove {name}"
                values={{ name: value.name }}
              />
            </span>
          </button>
        </p>
      </div>
    );
  }

  const open = query !== '' && options.length > 0;
  return (
    <div className="field forum-destination">
      <label htmlFor={id} className="field-label">
        <FormattedMessage id="forum.destination.label" defaultMessage="Destination" />
      </label>
      <p className="field-hint">
        <FormattedMessage
          id="forum.destination.hint"
          defaultMessage="Search by city name; only the destination is attached, never your position."
        />
      </p>
      <input
        id={id}
        type="text"
        role="combobox"
        className="field-input"
        autoComplete="off"
        placeholder={intl.formatMessage({
          id: 'forum.destination.placeholder',
          defaultMessage: 'For example: Barcelona',
        })}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        className="forum-destination-list"
        aria-label={intl.formatMessage({ id: 'forum.destination.matches', defaultMessage: 'Matching destinations' })}
        hidden={!open}
      >
        {options.map((destination, index) => (
          <li
            key={destination.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="forum-destination-option"
            onMouseDown={(event) => {
              // Keep the focus in the input; the click chooses.
              event.preventDefault();
              choose(destination);
            }}
          >
            <MapPin aria-hidden="true" size={15} />
            <FormattedMessage
              id="forum.destination.option"
              defaultMessage="{name}, <muted>{country}</muted>"
              values={{
                name: destination.name,
                country: destination.country,
                muted: (chunks) => <span className="muted">{chunks}</span>,
              }}
            />
          </li>
        ))}
      </ul>
      <p className="field-hint" aria-live="polite">
        {query === ''
          ? ''
          : choices.isError
            ? intl.formatMessage({
                id: 'forum.destination.unavailable',
                defaultMessage: 'The destination search is not available right now.',
              })
            : choices.isFetching && !choices.data
              ? intl.formatMessage({ id: 'forum.destination.searching', defaultMessage: 'Searching…' })
              : options.length === 0
                ? intl.formatMessage(
                    { id: 'forum.destination.noMatch', defaultMessage: 'No destination matches “{query}”.' },
                    { query },
                  )
                : ''}
      </p>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
