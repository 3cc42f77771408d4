/**
 * The Explore tab (spec part 1 "Dashboard"): links to every destination, saved items and popular
 * ones; recent cards (the destinations the traveller viewed lately, else saved, else featured); the safety map;
 * a search box; the Europe, Asia, Americas and Africa buttons filtering the list by region; and the
 * chosen destination's sentiment.
 */
import { useId, useState, type ReactNode } from 'react';
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

const REGION_LABELS: Readonly<Record<ExploreRegion, string>> = {
  europe: 'Europe',
  asia: 'Asia',
  americas: 'Americas',
  africa: 'Africa',
};

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
  const destination = selected.data?.id === selectedId ? selected.data : null;
  return (
    <div className="dash-explore-tab">
      <nav className="dash-explore-links" aria-label="Explore">
        <Link to="/search/all" className="dash-explore-link">
          <Globe2 aria-hidden="true" size={20} /> All destinations
        </Link>
        <Link to="/saved-items" className="dash-explore-link">
          <Bookmark aria-hidden="true" size={20} /> Saved items
        </Link>
        <Link to="/search/popular" className="dash-explore-link">
          <TrendingUp aria-hidden="true" size={20} /> Popular destinations
        </Link>
      </nav>

      <RecentCards access={access} saved={saved} recent={recent} featured={featured} />

      <div className="dash-explore-grid">
        <section className="card dash-explore-map-card" aria-labelledby="explore-map-title">
          <h2 id="explore-map-title" className="dash-side-card-title">
            Safety map
          </h2>
          {map}
        </section>
        <section className="card dash-explore-list-card" aria-labelledby="explore-list-title">
          <h2 id="explore-list-title" className="dash-side-card-title">
            Find a destination
          </h2>
          <SearchBox />
          <div className="dash-region-buttons" role="group" aria-label="Filter by region">
            {EXPLORE_REGIONS.map((key) => (
              <button
                key={key}
                type="button"
                className="dash-region-button"
                aria-pressed={region === key}
                onClick={() => onRegion(region === key ? null : key)}
              >
                {REGION_LABELS[key]}
              </button>
            ))}
          </div>
          <p className="dash-side-card-note">
            {region ? `Destinations in ${REGION_LABELS[region]}, safest first.` : 'All destinations, safest first.'}
          </p>
          <QueryState query={destinations} loadingLabel="Loading destinations…">
            {(list) =>
              list.length === 0 ? (
                <p className="muted">No destinations in this region yet.</p>
              ) : (
                <ul className="dash-destination-choices dash-explore-results" aria-label="Destinations">
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
                          <span className="dash-destination-choice-country">{item.country}</span>
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
            What travelers say about {destination.name}
          </h2>
          <SentimentPanel destination={destination} />
          <Link to={`/destination/${destination.id}`} className="btn btn-ghost btn-small dash-explore-detail-link">
            View {destination.name}
          </Link>
        </section>
      )}
    </div>
  );
}

function SearchBox() {
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
        Search destinations
      </label>
      <input
        id={inputId}
        type="search"
        className="field-input"
        placeholder="Search a city, e.g. Barcelona"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-small">
        <Search aria-hidden="true" size={16} /> Search
      </button>
    </form>
  );
}

interface RecentCard {
  readonly id: number;
  readonly name: string;
  readonly country: string;
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
  const [title, cards]: [string, RecentCard[]] =
    viewedCards.length > 0
      ? ['Recently viewed', viewedCards]
      : savedCards.length > 0
        ? ['Recently saved', savedCards]
        : ['Featured destinations', (featured.data ?? []).map((item) => ({ ...item, image: null }))];

  return (
    <section aria-labelledby="recent-cards-title">
      <h2 id="recent-cards-title" className="dash-section-title">
        {title}
      </h2>
      <ul className="dash-recent-cards">
        {cards.slice(0, RECENT_CARDS).map((card) => (
          <li key={card.id}>
            <Link to={`/destination/${card.id}`} className="dash-recent-card">
              {card.image ? (
                <img src={card.image} alt={`${card.name}, ${card.country}`} loading="lazy" />
              ) : (
                <span className="dash-recent-card-placeholder">
                  <ImageOff aria-hidden="true" size={24} />
                </span>
              )}
              <span className="dash-recent-card-body">
                <span className="dash-recent-card-name">{card.name}</span>
                <span className="dash-recent-card-country">{card.country}</span>
                <ScoreBadge score={card.safetyScore} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
