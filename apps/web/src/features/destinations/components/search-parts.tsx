/** The search page's parts: its form, the list of results, and the filter chips applied to what is loaded. */
import { memo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ALL_DESTINATIONS_QUERY, type DestinationSummary } from '@safetrails/contracts';
import { useCountryName } from '@/i18n/use-country-name';
import { placeLine } from '../lib/place-line';
import { metricFilters, passesFilters, type SearchFilter } from '../lib/search-filters';
import { DestinationImage } from './destination-image';
import { ScoreBadge } from './score-badge';
import '@/styles/destinations.css';
import { recordAction } from '@/lib/analytics/tracker';

const GAP = ' ';

/**
 * Rated destinations come first, and only rated ones pass a chip: once the loaded list reaches the
 * unrated, later pages cannot add a match.
 */
export function moreCanMatch(results: readonly DestinationSummary[], filters: readonly SearchFilter[]): boolean {
  return metricFilters(filters).length === 0 || (results.at(-1)?.safetyScore ?? null) !== null;
}

export function SearchForm({ initial }: { readonly initial: string }) {
  const intl = useIntl();
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    recordAction('search');
    void navigate(`/search/${encodeURIComponent(query === '' ? ALL_DESTINATIONS_QUERY : query)}`);
  };
  return (
    <form className="search-form" role="search" onSubmit={onSubmit}>
      <label htmlFor="destination-search" className="visually-hidden">
        {intl.formatMessage({ id: 'search.label', defaultMessage: 'Search destinations' })}
      </label>
      <input
        id="destination-search"
        className="field-input"
        type="search"
        placeholder={intl.formatMessage({ id: 'search.placeholder', defaultMessage: 'Search a city or country' })}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-small">
        <Search aria-hidden="true" size={16} />
        {GAP}
        {intl.formatMessage({ id: 'search.submit', defaultMessage: 'Search' })}
      </button>
    </form>
  );
}

interface ResultListProps {
  readonly results: readonly DestinationSummary[];
  readonly selectedId: number | null;
  readonly onSelect: (id: number) => void;
}

export const ResultList = memo(function ResultList({ results, selectedId, onSelect }: ResultListProps) {
  const intl = useIntl();
  const countryName = useCountryName();
  return (
    <ul
      className="result-list"
      aria-label={intl.formatMessage({ id: 'map.picker.list', defaultMessage: 'Destinations' })}
    >
      {results.map((destination) => (
        <li key={destination.id}>
          <button
            type="button"
            className="result-item"
            aria-pressed={destination.id === selectedId}
            onClick={() => onSelect(destination.id)}
          >
            <DestinationImage className="result-image" src={destination.image} alt={destination.name} />
            <span>
              <span className="result-name">{destination.name}</span>
              <span className="result-country">
                {placeLine({ ...destination, country: countryName(destination.countryCode, destination.country) })}
              </span>
            </span>
            <ScoreBadge
              score={destination.safetyScore}
              highestLevel={destination.provenance.advisoryPrior?.highestLevel ?? null}
            />
          </button>
        </li>
      ))}
    </ul>
  );
});

/** The results the chips let through: every fact they read comes with the search answer. */
export function filterResults(
  results: readonly DestinationSummary[],
  filters: readonly SearchFilter[],
): readonly DestinationSummary[] {
  return results.filter((destination) => passesFilters(filters, destination));
}
