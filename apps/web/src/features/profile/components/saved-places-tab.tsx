/**
 * The Saved tab: the traveller's saved destinations with their safety scores and a coloured dot
 * (spec part 2: green at 80 or above, yellow at 60 or above, red below), and the way to the full
 * saved page with accommodations and activities. The profile route hands in the saved list.
 */
import { Link } from 'react-router-dom';
import { Bookmark } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SavedItemView } from '@safetrails/contracts';
import { ScoreBadge, ScoreDot } from '@/components/ui/score-badge';
import { Spinner } from '@/components/ui/spinner';
import { SCORE_BANDS } from '@/lib/score-band';

export function SavedPlacesTab({ saved }: { readonly saved: UseQueryResult<SavedItemView[]> }) {
  const destinations = (saved.data ?? []).filter((item) => item.itemType === 'destination');
  const others = (saved.data ?? []).length - destinations.length;

  const list = () => {
    if (saved.isError) {
      return (
        <div className="load-error" role="alert">
          <p>We could not load your saved places. Please try again.</p>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void saved.refetch()}>
            Try again
          </button>
        </div>
      );
    }
    if (!saved.isSuccess) return <Spinner label="Loading your saved places…" />;
    if (destinations.length === 0) {
      return (
        <div className="empty-state">
          <span className="empty-state-icon">
            <Bookmark aria-hidden="true" size={28} />
          </span>
          <p className="empty-state-title">No Saved Destinations</p>
          <p className="muted">Save a destination from its page or the dashboard and it is listed here.</p>
          <Link to="/search/all" className="btn btn-ghost btn-small">
            Explore destinations
          </Link>
        </div>
      );
    }
    return (
      <ul className="saved-place-list" aria-label="Saved destinations">
        {destinations.map((item) => (
          <li key={item.itemId}>
            <ScoreDot score={item.safetyScore} />
            <Link to={`/destination/${item.itemId}`} className="saved-place-name">
              {item.name}
              <span className="saved-place-country">{item.countryOrArea}</span>
            </Link>
            <ScoreBadge score={item.safetyScore} outOf100 />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="saved-places-title">
      <h2 id="saved-places-title" className="tab-title">
        Saved Places
      </h2>
      {list()}
      <p className="saved-places-more">
        <Link to="/saved">
          All your saved places
          {others > 0
            ? `, with ${others} ${others === 1 ? 'accommodation or activity' : 'accommodations and activities'}`
            : ''}
        </Link>
      </p>
      <div className="score-legend">
        <p className="score-legend-title">How safety scores are coloured</p>
        <ul aria-label="Safety score colours">
          {SCORE_BANDS.map(({ band, label }) => (
            <li key={band}>
              <span className={`score-dot score-dot-${band}`} aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
