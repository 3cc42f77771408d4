/**
 * The Explore tab (spec part 1 "Dashboard"): links to every destination, saved items and popular
 * ones; recent cards (the destinations the traveller viewed lately, else saved, else featured); the safety map;
 * a search box; the Europe, Asia, Americas and Africa buttons filtering the list by region; and the
 * chosen destination's sentiment.
 */
import { useId, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Bookmark, Globe2, ImageOff, Search, TrendingUp } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  DestinationDetail,
  DestinationSummary,
  FeaturedDestination,
  RecentDestination,
  SavedItemView,
} from '@safetrails/contracts';
import { ScoreBadge, ScoreDot } from '@/components/ui/score-badge';
import { EXPLORE_REGIONS, type ExploreRegion } from '../hooks/use-dashboard-search';
import type { DashboardAccess } from '../lib/access';
import { QueryState } from './query-state';
import { SentimentPanel } from './sentiment-panel';
import { recordAction } from '@/lib/analytics/tracker';
import { useCountryName } from '@/i18n/use-country-name';
import { IconLinks, type IconLink } from '@/components/ui/icon-links';

/** Where to explore from: every destination, her saved items, the popular ones. */
const EXPLORE_LINKS_WORDS = defineMessages({
  all: { id: 'dashboard.explore.all', defaultMessage: 'All destinations' },
  saved: { id: 'dashboard.explore.saved', defaultMessage: 'Saved items' },
  popular: { id: 'dashboard.explore.popular', defaultMessage: 'Popular destinations' },
});
const EXPLORE_LINKS: readonly IconLink[] = [
  { to: '/search/all', icon: Globe2, label: EXPLORE_LINKS_WORDS.all },
  { to: '/saved-items', icon: Bookmark, label: EXPLORE_LINKS_WORDS.saved },
  { to: '/search/popular', icon: TrendingUp, label: EXPLORE_LINKS_WORDS.popular },
];

function regionName(intl: IntlShape, region: ExploreRegion): string {
  return intl.formatMessage(
    {
      id: 'dashboard.region',
      defaultMessage: '{region, select, europe {Europe} asia {Asia} americas {Americas} other {Africa}}',
    },
    { region },
  );
}

const RECENT_CARDS = 6;

export interface ExploreTabProps {
  readonly access: DashboardAccess;
  readonly featured: UseQueryResult<FeaturedDestination[]>;
  readonly saved: UseQueryResult<SavedItemView[]>;
  /** The destinations the traveller opened lately (beta travellers only). */
  readonly recent: UseQueryResult<RecentDestination[]>;
  readonly selected: UseQueryResult<DestinationDetail>;
  readonly selectedId: number;
  readonly onSelect: (id: number) => void;
  readonly region: ExploreRegion | null;
  readonly onRegion: (region: ExploreRegion | null) => void;
  readonly destinations: UseQueryResult<DestinationSummary[]>;
  /** The safety map, composed by the route from the destinations feature. */
  readonly map: ReactNode;
}

export function ExploreTab({
  access,
  featured,
  saved,
  recent,
  selected,
  selectedId,
  onSelect,
  region,
  onRegion,
  destinations,
  map,
}: ExploreTabProps) {
  const intl = useIntl();
  const countryName = useCountryName();
  const destination = selected.data?.id === selectedId ? selected.data : null;
  return (
    <div className="dash-explore-tab">
      <nav
        className="dash-explore-links"
        aria-label={intl.formatMessage({ id: 'dashboard.tab.explore', defaultMessage: 'Explore' })}
      >
        <IconLinks links={EXPLORE_LINKS} className="dash-explore-link" iconSize={20} />
      </nav>

      <RecentCards access={access} saved={saved} recent={recent} featured={featured} />

      <div className="dash-explore-grid">
        <section className="card dash-explore-map-card" aria-labelledby="explore-map-title">
          <h2 id="explore-map-title" className="dash-side-card-title">
            <FormattedMessage id="dashboard.explore.map" defaultMessage="Safety map" />
          </h2>
          {map}
        </section>
        <section className="card dash-explore-list-card" aria-labelledby="explore-list-title">
          <h2 id="explore-list-title" className="dash-side-card-title">
            <FormattedMessage id="dashboard.explore.find" defaultMessage="Find a destination" />
          </h2>
          <SearchBox />
          <div
            className="dash-region-buttons"
            role="group"
            aria-label={intl.formatMessage({ id: 'dashboard.explore.regions', defaultMessage: 'Filter by region' })}
          >
            {EXPLORE_REGIONS.map((key) => (
              <button
                key={key}
                type="button"
                className="dash-region-button"
                aria-pressed={region === key}
                onClick={() => onRegion(region === key ? null : key)}
              >
                {regionName(intl, key)}
              </button>
            ))}
          </div>
          <p className="dash-side-card-note">
            <FormattedMessage
              id="dashboard.explore.list"
              defaultMessage="{region, select, none {All destinations, safest first.} other {Destinations in {region}, safest first.}}"
              values={{ region: region ? regionName(intl, region) : 'none' }}
            />
          </p>
          <QueryState
            query={destinations}
            loadingLabel={intl.formatMessage({
              id: 'dashboard.loading.destinations',
              defaultMessage: 'Loading destinations…',
            })}
          >
            {(list) =>
              list.length === 0 ? (
                <p className="muted">
                  <FormattedMessage id="dashboard.explore.none" defaultMessage="No destinations in this region yet." />
                </p>
              ) : (
                <ul
                  className="dash-destination-choices dash-explore-results"
                  aria-label={intl.formatMessage({ id: 'dashboard.explore.results', defaultMessage: 'Destinations' })}
                >
                  {list.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        className="dash-destination-choice"
                        aria-pressed={item.id === selectedId}
                        onClick={() => onSelect(item.id)}
                      >
                        <ScoreDot score={item.safetyScore} />
                        <span className="dash-destination-choice-name">
                          {item.name}
                          <span className="dash-destination-choice-country">
                            {countryName(item.countryCode, item.country)}
                          </span>
                        </span>
                        <ScoreBadge score={item.safetyScore} />
                      </button>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      </div>

      {destination && (
        <section className="card" aria-labelledby="explore-sentiment-title">
          <h2 id="explore-sentiment-title" className="dash-side-card-title">
            <FormattedMessage
              id="dashboard.explore.say"
              defaultMessage="What travelers say about {place}"
              values={{ place: destination.name }}
            />
          </h2>
          <SentimentPanel destination={destination} />
          <Link to={`/destination/${destination.id}`} className="btn btn-ghost btn-small dash-explore-detail-link">
            <FormattedMessage
              id="dashboard.explore.view"
              defaultMessage="View {place}"
              values={{ place: destination.name }}
            />
          </Link>
        </section>
      )}
    </div>
  );
}

function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');
  return (
    <form
      className="dash-explore-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = query.trim();
        if (!trimmed) return;
        recordAction('search');
        void navigate(`/search/${encodeURIComponent(trimmed)}`);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        <FormattedMessage id="dashboard.search" defaultMessage="Search destinations" />
      </label>
      <input
        id={inputId}
        type="search"
        className="field-input"
        placeholder={intl.formatMessage({
          id: 'dashboard.search.placeholder',
          defaultMessage: 'Search a city, e.g. Barcelona',
        })}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-small">
        <Search aria-hidden="true" size={16} />
        <FormattedMessage id="dashboard.search.submit" defaultMessage="Search" />
      </button>
    </form>
  );
}

interface RecentCard {
  readonly id: number;
  readonly name: string;
  readonly country: string;
  /** Where known, so the country is named in the page's language. */
  readonly countryCode?: string;
  readonly image: string | null;
  readonly safetyScore: number | null;
}

function RecentCards({
  access,
  saved,
  recent,
  featured,
}: {
  readonly access: DashboardAccess;
  readonly saved: UseQueryResult<SavedItemView[]>;
  readonly recent: UseQueryResult<RecentDestination[]>;
  readonly featured: UseQueryResult<FeaturedDestination[]>;
}) {
  const intl = useIntl();
  const countryName = useCountryName();
  const named = (card: RecentCard) => (card.countryCode ? countryName(card.countryCode, card.country) : card.country);
  const viewedCards: RecentCard[] = access === 'beta' ? (recent.data ?? []) : [];
  const savedCards: RecentCard[] =
    access === 'beta'
      ? (saved.data ?? [])
          .filter((item) => item.itemType === 'destination')
          .map((item) => ({
            id: item.itemId,
            name: item.name,
            country: item.countryOrArea,
            image: item.image,
            safetyScore: item.safetyScore,
          }))
      : [];
  // Where you have been lately, else what you saved, else what we feature.
  const [shown, cards]: ['viewed' | 'saved' | 'featured', RecentCard[]] =
    viewedCards.length > 0
      ? ['viewed', viewedCards]
      : savedCards.length > 0
        ? ['saved', savedCards]
        : ['featured', (featured.data ?? []).map((item) => ({ ...item, image: null }))];

  return (
    <section aria-labelledby="recent-cards-title">
      <h2 id="recent-cards-title" className="dash-section-title">
        <FormattedMessage
          id="dashboard.recent"
          defaultMessage="{shown, select, viewed {Recently viewed} saved {Recently saved} other {Featured destinations}}"
          values={{ shown }}
        />
      </h2>
      <ul className="dash-recent-cards">
        {cards.slice(0, RECENT_CARDS).map((card) => (
          <li key={card.id}>
            <Link to={`/destination/${card.id}`} className="dash-recent-card">
              {card.image ? (
                <img
                  src={card.image}
                  alt={intl.formatMessage(
                    { id: 'dashboard.recent.image', defaultMessage: '{place}, {country}' },
                    { place: card.name, country: named(card) },
                  )}
                  loading="lazy"
                />
              ) : (
                <span className="dash-recent-card-placeholder">
                  <ImageOff aria-hidden="true" size={24} />
                </span>
              )}
              <span className="dash-recent-card-body">
                <span className="dash-recent-card-name">{card.name}</span>
                <span className="dash-recent-card-country">{named(card)}</span>
                <ScoreBadge score={card.safetyScore} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
