/**
 * The inner Overview tab: the destination's overall score with its freshness and source, the Save
 * button, and travellers' ratings averaged per dimension (`GET /api/safety/ratings/average/{id}`).
 */
import { Link } from 'react-router-dom';
import { Bookmark, BookmarkCheck, ExternalLink } from 'lucide-react';
import type { AverageSafetyRating, DestinationDetail } from '@safetrails/contracts';
import { scoreBand } from '@safetrails/scoring';
import { ScoreBadge } from '@/components/ui/score-badge';
import { useAverageRating } from '../api/get-average-rating';
import type { DashboardAccess } from '../lib/access';
import { Freshness } from './freshness';
import { QueryState } from './query-state';
import { formatCount } from '@/lib/format-number';

export interface SaveControl {
  readonly isSaved: (destinationId: number) => boolean;
  readonly pending: boolean;
  readonly toggle: (destination: { readonly id: number; readonly name: string }) => void;
}

const AVERAGE_LABELS: readonly {
  readonly key: Exclude<keyof AverageSafetyRating, 'totalRatings'>;
  readonly label: string;
}[] = [
  { key: 'overallSafety', label: 'Overall safety' },
  { key: 'walkability', label: 'Walkability' },
  { key: 'publicTransport', label: 'Public transport' },
  { key: 'nightSafety', label: 'Night safety' },
  { key: 'harassmentRisk', label: 'Harassment risk' },
  { key: 'visibilityToAuthorities', label: 'Visibility to authorities' },
];

interface DestinationOverviewPanelProps {
  readonly destination: DestinationDetail;
  readonly access: DashboardAccess;
  readonly save: SaveControl;
  readonly onRate: () => void;
}

export function DestinationOverviewPanel({ destination, access, save, onRate }: DestinationOverviewPanelProps) {
  const average = useAverageRating(destination.id);
  const saved = save.isSaved(destination.id);

  return (
    <div className="dash-destination-overview">
      <div className="dash-destination-score-row">
        <div className="dash-destination-score" data-testid="dashboard-destination-score">
          <ScoreBadge
            score={destination.safetyScore}
            outOf100
            highestLevel={destination.provenance.advisoryPrior?.highestLevel ?? null}
          />
          <div>
            <p className="dash-destination-score-label">Overall safety score</p>
            <Freshness provenance={destination.provenance} />
          </div>
        </div>
        <div className="dash-destination-actions">
          {access === 'beta' && (
            <button
              type="button"
              className={saved ? 'btn btn-primary btn-small' : 'btn btn-ghost btn-small'}
              aria-pressed={saved}
              disabled={save.pending}
              onClick={() => save.toggle(destination)}
            >
              {saved ? <BookmarkCheck aria-hidden="true" size={16} /> : <Bookmark aria-hidden="true" size={16} />}
              {saved ? 'Saved' : 'Save'}
              <span className="visually-hidden"> {destination.name}</span>
            </button>
          )}
          <Link to={`/destination/${destination.id}`} className="btn btn-ghost btn-small">
            <ExternalLink aria-hidden="true" size={16} /> Full details
          </Link>
        </div>
      </div>
      {destination.description && <p className="dash-destination-description">{destination.description}</p>}

      <h3 className="dash-panel-subtitle">What travelers say</h3>
      <QueryState query={average} loadingLabel="Loading safety ratings…">
        {(ratings) =>
          ratings.totalRatings === 0 ? (
            <div className="empty-state dash-empty-state-compact">
              <p className="empty-state-title">No traveler ratings yet</p>
              <p className="muted">Been to {destination.name}? Your rating helps the next solo traveler.</p>
              {access === 'beta' && (
                <button type="button" className="btn btn-primary btn-small" onClick={onRate}>
                  Add Safety Rating
                </button>
              )}
            </div>
          ) : (
            <>
              <ul className="dash-rating-bars" aria-label={`Average traveler ratings for ${destination.name}`}>
                {AVERAGE_LABELS.map(({ key, label }) => (
                  <RatingBar key={key} label={label} value={ratings[key]} />
                ))}
              </ul>
              <p className="muted dash-rating-count" data-testid="dashboard-rating-count">
                Based on {formatCount(ratings.totalRatings)} traveler rating
                {ratings.totalRatings === 1 ? '' : 's'}, each 1-5 mapped to 0-100.
              </p>
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function RatingBar({ label, value }: { readonly label: string; readonly value: number | null }) {
  const rounded = value === null ? null : Math.round(value);
  return (
    <li className="dash-rating-bar">
      <span className="dash-rating-bar-label">{label}</span>
      <span className="dash-rating-bar-track" aria-hidden="true">
        {rounded !== null && (
          <span
            className={`dash-rating-bar-fill dash-rating-bar-${scoreBand(rounded)}`}
            style={{ width: `${rounded}%` }}
          />
        )}
      </span>
      <span className="dash-rating-bar-value">
        {rounded === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">not rated yet</span>
          </>
        ) : (
          rounded
        )}
      </span>
    </li>
  );
}
