/**
 * A city of the catalogue, found by any of its names as she types (`GET /api/destinations/search`):
 * the field and the list of what it finds, each a button. The alert settings add a place with it; a
 * trip picks each stop's city with it.
 */
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DestinationSummary } from '@safetrails/contracts';
import { useCitySearch } from '@/lib/city-search';

interface CitySearchFieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly placeholder: string;
  readonly listClassName: string;
  /** What a found city's button says. */
  readonly pickLabel: (city: DestinationSummary) => ReactNode;
  /** Picked; answering true clears the field. */
  readonly onPick: (city: DestinationSummary) => void;
  readonly disabled?: boolean;
}

/** ", Kaski, Nepal": where a found city is, after its name. */
export function cityWhere(city: DestinationSummary): string {
  return [city.admin1 && city.admin1 !== city.name ? city.admin1 : null, city.country]
    .filter(Boolean)
    .map((part) => `, ${part}`)
    .join('');
}

export function CitySearchField({
  id,
  label,
  placeholder,
  listClassName,
  pickLabel,
  onPick,
  disabled = false,
}: CitySearchFieldProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const search = useCitySearch(query);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        className="field-input"
        placeholder={placeholder}
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {search.data && query.trim().length >= 2 && (
        <ul
          className={listClassName}
          aria-label={intl.formatMessage({ id: 'citySearch.found', defaultMessage: 'Cities found' })}
        >
          {search.data.length === 0 && (
            <li className="muted">
              <FormattedMessage id="citySearch.none" defaultMessage="No city by that name." />
            </li>
          )}
          {search.data.map((city) => (
            <li key={city.id}>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={disabled}
                onClick={() => {
                  setQuery('');
                  onPick(city);
                }}
              >
                {pickLabel(city)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
