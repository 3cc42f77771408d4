/**
 * /search/{query} (spec part 1 "Search results"): the results as a map or a list, the filter chips,
 * and a detail column for the selected destination (the first result until the traveller picks
 * another). `all` lists every destination, page by page; anything else is a typo-tolerant search.
 *
 * The chips filter on metrics that only a destination's detail carries, so while a chip is on the
 * details of the rated results are fetched (unrated ones pass no chip, see lib/search-filters.ts):
 * a handful of cached requests, never one per registered city.
 */
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, List, Map as MapIcon, MapPinOff, RotateCcw, Search, SlidersHorizontal } from 'lucide-react';
import { useIntl } from 'react-intl';
import { isAllDestinationsQuery, type DestinationDetail, type DestinationSummary } from '@safetrails/contracts';
import { useCountryName } from '@/i18n/use-country-name';
import { Spinner } from '@/components/ui/spinner';
import { useDestination } from '../api/get-destination';
import { useDestinationPages } from '../api/list-destinations';
import { useSearchDestinations } from '../api/search-destinations';
import { placeLine } from '../lib/place-line';
import {
  ALL_AREAS,
  chipsWithoutData,
  filterName,
  filterNeeds,
  metricFilters,
  SEARCH_FILTERS,
  toggleFilter,
  type SearchFilter,
} from '../lib/search-filters';
import { RecommendedPlacesCard } from './recommended-places-card';
import { SafetyMapWhenShown } from './safety-map-when-shown';
import { SafetyScoreCard } from './safety-score-card';
import { ScoreFreshness } from './score-freshness';
import { SentimentPanel } from './sentiment-panel';
import '@/styles/destinations.css';
import { ResultList, SearchForm, filterResults, moreCanMatch } from './search-parts';

type View = 'map' | 'list';
const GAP = ' ';

/**
 * A phone opens the results as a list: readable as soon as the search answers, where the map waits
 * for its code and a screenful of street tiles (a few hundred KB of roaming data). The toggle is one
 * tap away. A wider screen opens on the map.
 */
const PHONE = '(max-width: 640px)';
const firstView = (): View => (window.matchMedia?.(PHONE).matches ? 'list' : 'map');

export function SearchResults({ query }: { readonly query: string }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const where = (destination: DestinationSummary) =>
    placeLine({ ...destination, country: countryName(destination.countryCode, destination.country) });
  const allDestinations = intl.formatMessage({ id: 'search.all', defaultMessage: 'All destinations' });
  const isAll = isAllDestinationsQuery(query);
  const search = useSearchDestinations(isAll ? '' : query);
  const pages = useDestinationPages({}, { enabled: isAll });
  const results: readonly DestinationSummary[] | undefined = useMemo(
    () => (isAll ? pages.data?.pages.flat() : search.data),
    [isAll, pages.data, search.data],
  );
  const isPending = isAll ? pages.isPending : search.isPending;
  const isError = isAll ? pages.isError : search.isError;

  const [view, setView] = useState<View>(firstView);
  const [filters, setFilters] = useState<readonly SearchFilter[]>(ALL_AREAS);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const shown = useMemo(() => filterResults(results ?? [], filters), [results, filters]);

  // The first result is selected until the traveller picks one still in the list.
  const selectedId = shown.some(({ id }) => id === pickedId) ? pickedId : (shown[0]?.id ?? null);
  const selected = useDestination(selectedId, { keepPrevious: true });
  // While the next destination loads, the map keeps the last one and the column waits.
  const mapDestination = selectedId === null ? null : (selected.data ?? null);
  // The selected destination's column (its score card, sentiment and places) is drawn as a
  // transition, after the list: a slow phone stays responsive instead of drawing both in one task.
  const detail = useDeferredValue(selected.isPlaceholderData ? undefined : selected.data);
  // The list too: drawn from a deferred copy, so the answer (or a chip, or a pick) redraws the header
  // at once and the list in slices, not the whole page in one long task on a slow phone.
  const listed = useDeferredValue(shown);
  const listedSelectedId = useDeferredValue(selectedId);
  // The column waits for the list's first drawing: drawn before it, it would stand at the top of a
  // phone's screen and then be pushed down by the list (a layout shift).
  const listDrawn = listed.length > 0 || shown.length === 0;
  const selectedSummary = shown.find(({ id }) => id === selectedId);
  const title = selectedSummary?.name ?? (isAll ? allDestinations : query);

  return (
    <div className="container search-page">
      <header className="search-header">
        <div>
          <p className="eyebrow">
            {isAll
              ? allDestinations
              : intl.formatMessage(
                  { id: 'search.resultsFor', defaultMessage: 'Search results for “{query}”' },
                  { query },
                )}
          </p>
          <h1 id="search-title">{title}</h1>
        </div>
        <div className="search-tools">
          <SearchForm initial={isAll ? '' : query} />
          <div
            className="view-toggle"
            role="group"
            aria-label={intl.formatMessage({ id: 'search.showAs', defaultMessage: 'Show results as' })}
          >
            <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
              <MapIcon aria-hidden="true" size={16} />
              {GAP}
              {intl.formatMessage({ id: 'search.map', defaultMessage: 'Map' })}
            </button>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              <List aria-hidden="true" size={16} />
              {GAP}
              {intl.formatMessage({ id: 'search.list', defaultMessage: 'List' })}
            </button>
          </div>
        </div>
      </header>

      <div
        className="filter-bar"
        role="group"
        aria-label={intl.formatMessage({ id: 'search.filters', defaultMessage: 'Filter results' })}
      >
        <ul className="chip-list">
          {SEARCH_FILTERS.map((key) => (
            <li key={key}>
              <button
                type="button"
                className="chip"
                aria-pressed={filters.includes(key)}
                onClick={() => setFilters((active) => toggleFilter(active, key))}
              >
                {filterName(intl, key)}
              </button>
            </li>
          ))}
        </ul>
      </div>

      {isPending ? (
        <Spinner label={intl.formatMessage({ id: 'search.loading', defaultMessage: 'Loading destinations…' })} />
      ) : isError ? (
        <div className="empty-state" role="alert">
          <span className="empty-state-icon">
            <MapPinOff aria-hidden="true" size={28} />
          </span>
          <p className="empty-state-title">
            {intl.formatMessage({
              id: 'search.failed',
              defaultMessage: 'Failed to load map data. Please try again later.',
            })}
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => void (isAll ? pages.refetch() : search.refetch())}
          >
            <RotateCcw aria-hidden="true" size={16} />
            {GAP}
            {intl.formatMessage({ id: 'emergency.tryAgain', defaultMessage: 'Try again' })}
          </button>
        </div>
      ) : results?.length === 0 ? (
        <div className="empty-state">
          <span className="empty-state-icon">
            <Search aria-hidden="true" size={28} />
          </span>
          <p className="empty-state-title">
            {intl.formatMessage(
              { id: 'search.none', defaultMessage: 'No destinations found for "{query}"' },
              { query },
            )}
          </p>
          <p className="muted">
            {intl.formatMessage({
              id: 'search.none.text',
              defaultMessage: "Check the spelling, try the city's English name, or browse every destination.",
            })}
          </p>
          <Link to="/search/all" className="btn btn-ghost btn-small">
            {intl.formatMessage({ id: 'search.browseAll', defaultMessage: 'Browse all destinations' })}
          </Link>
        </div>
      ) : (
        <div className="search-layout">
          <div className="search-main">
            <p className="search-status" role="status">
              {intl.formatMessage(
                {
                  id: 'search.count',
                  defaultMessage:
                    '{filtered, select, yes {{count, plural, one {# destination match these filters} other {# destinations match these filters}}} other {{count, plural, one {# destination} other {# destinations}}}}',
                },
                { count: shown.length, filtered: metricFilters(filters).length > 0 ? 'yes' : 'no' },
              )}
            </p>
            {shown.length === 0 ? (
              <div className="empty-state">
                <span className="empty-state-icon">
                  <SlidersHorizontal aria-hidden="true" size={28} />
                </span>
                <p className="empty-state-title">
                  {intl.formatMessage({ id: 'search.noMatch', defaultMessage: 'No destinations match these filters' })}
                </p>
                <p className="muted">
                  {intl.formatMessage({
                    id: 'search.noMatch.text',
                    defaultMessage: 'Only destinations with safety data can match a filter.',
                  })}
                </p>
                {chipsWithoutData(filters, results ?? []).map((filter) => (
                  <p key={filter} className="muted" data-testid="chip-without-data">
                    {intl.formatMessage(
                      {
                        id: 'search.noData',
                        defaultMessage:
                          'No data yet for {filter}: it needs {needs}, and none of these destinations has them yet.',
                      },
                      { filter: filterName(intl, filter), needs: filterNeeds(intl, filter) },
                    )}
                  </p>
                ))}
                <button type="button" className="btn btn-ghost btn-small" onClick={() => setFilters(ALL_AREAS)}>
                  {intl.formatMessage({ id: 'search.showAllAreas', defaultMessage: 'Show all areas' })}
                </button>
              </div>
            ) : view === 'map' ? (
              <SafetyMapWhenShown destinations={shown} selected={mapDestination} onSelect={setPickedId} />
            ) : (
              <ResultList results={listed} selectedId={listedSelectedId} onSelect={setPickedId} />
            )}
            {isAll && pages.hasNextPage && moreCanMatch(results ?? [], filters) && (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {pages.isFetchingNextPage
                  ? intl.formatMessage({ id: 'search.loadingMore', defaultMessage: 'Loading more…' })
                  : intl.formatMessage({ id: 'search.loadMore', defaultMessage: 'Load more' })}
              </button>
            )}
          </div>
          {listDrawn && (
            <aside
              className="search-detail"
              aria-label={intl.formatMessage({ id: 'search.selected', defaultMessage: 'Selected destination' })}
            >
              {selectedId === null ? (
                <p className="empty-state muted">
                  {intl.formatMessage({
                    id: 'search.select',
                    defaultMessage: 'Select a destination to view safety details and recommendations',
                  })}
                </p>
              ) : selected.isError ? (
                <p className="empty-state muted">
                  {intl.formatMessage({
                    id: 'search.selectedFailed',
                    defaultMessage: 'This destination could not be loaded. Please try again later.',
                  })}
                </p>
              ) : !detail ? (
                <Spinner
                  label={intl.formatMessage({ id: 'search.loadingOne', defaultMessage: 'Loading destination…' })}
                />
              ) : (
                <SelectedDestination detail={detail} where={where(detail)} />
              )}
            </aside>
          )}
        </div>
      )}
    </div>
  );
}

/** The selected destination's column: memoised, so the list's own updates do not draw it again. */
const SelectedDestination = memo(function SelectedDestination({
  detail,
  where,
}: {
  readonly detail: DestinationDetail;
  readonly where: string;
}) {
  const intl = useIntl();
  return (
    <>
      <div className="search-detail-head">
        <div>
          <h2>{detail.name}</h2>
          <p className="muted">{where}</p>
        </div>
        <Link to={`/destination/${detail.id}`} className="btn btn-primary btn-small">
          {intl.formatMessage({ id: 'search.viewDetails', defaultMessage: 'View details' })}
          {GAP}
          <ArrowRight className="flip-rtl" aria-hidden="true" size={16} />
        </Link>
      </div>
      <ScoreFreshness provenance={detail.provenance} />
      <SafetyScoreCard destination={detail} headingLevel="h3" />
      <SentimentPanel destination={detail} />
      <RecommendedPlacesCard destinationId={detail.id} />
    </>
  );
});
