/**
 * The inner Overview tab: the destination's overall score with its freshness and source, the Save
 * button, and travellers' ratings averaged per dimension (`GET /api/safety/ratings/average/{id}`).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Bookmark, BookmarkCheck, ExternalLink } from 'lucide-react';
import type { DestinationDetail } from '@safetrails/contracts';
import { scoreBand } from '@safetrails/scoring';
import { ScoreBadge } from '@/components/ui/score-badge';
import { useAverageRating } from '../api/get-average-rating';
import type { DashboardAccess } from '../lib/access';
import { Freshness } from './freshness';
import { QueryState } from './query-state';
import { AVERAGE_KEYS, averageName } from '../lib/rating-words';

export interface SaveControl {
  readonly isSaved: (destinationId: number) => boolean;
  readonly pending: boolean;
  readonly toggle: (destination: { readonly id: number; readonly name: string }) => void;
}

interface DestinationOverviewPanelProps {
  readonly destination: DestinationDetail;
  readonly access: DashboardAccess;
  readonly save: SaveControl;
  readonly onRate: () => void;
}

export function DestinationOverviewPanel({ destination, access, save, onRate }: DestinationOverviewPanelProps) {
  const intl = useIntl();
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
            <p className="dash-destination-score-label">
              <FormattedMessage id="dashboard.overallScore" defaultMessage="Overall safety score" />
            </p>
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
              <FormattedMessage
                id="dashboard.save"
                defaultMessage="{saved, select, yes {Saved} other {Save}}<hidden> {place}</hidden>"
                values={{
                  saved: saved ? 'yes' : 'no',
                  place: destination.name,
                  hidden: (text) => <span className="visually-hidden">{text}</span>,
                }}
              />
            </button>
          )}
          <Link to={`/destination/${destination.id}`} className="btn btn-ghost btn-small">
            <ExternalLink aria-hidden="true" size={16} />
            <FormattedMessage id="dashboard.fullDetails" defaultMessage="Full details" />
          </Link>
        </div>
      </div>
      {destination.description && <p className="dash-destination-description">{destination.description}</p>}

      <h3 className="dash-panel-subtitle">
        <FormattedMessage id="dashboard.travellersSay" defaultMessage="What travelers say" />
      </h3>
      <QueryState
        query={average}
        loadingLabel={intl.formatMessage({
          id: 'dashboard.loading.ratings',
          defaultMessage: 'Loading safety ratings…',
        })}
      >
        {(ratings) =>
          ratings.totalRatings === 0 ? (
            <div className="empty-state dash-empty-state-compact">
              <p className="empty-state-title">
                <FormattedMessage id="dashboard.noRatings" defaultMessage="No traveler ratings yet" />
              </p>
              <p className="muted">
                <FormattedMessage
                  id="dashboard.noRatings.text"
                  defaultMessage="Been to {place}? Your rating helps the next solo traveler."
                  values={{ place: destination.name }}
                />
              </p>
              {access === 'beta' && (
                <button type="button" className="btn btn-primary btn-small" onClick={onRate}>
                  <FormattedMessage id="dashboard.contribute.rating" defaultMessage="Add Safety Rating" />
                </button>
              )}
            </div>
          ) : (
            <>
              <ul
                className="dash-rating-bars"
                aria-label={intl.formatMessage(
                  { id: 'dashboard.averages', defaultMessage: 'Average traveler ratings for {place}' },
                  { place: destination.name },
                )}
              >
                {AVERAGE_KEYS.map((key) => (
                  <RatingBar key={key} label={averageName(intl, key)} value={ratings[key]} />
                ))}
              </ul>
              <p className="muted dash-rating-count" data-testid="dashboard-rating-count">
                <FormattedMessage
                  id="dashboard.averages.count"
                  defaultMessage="Based on {count, plural, one {# traveler rating} other {# traveler ratings}}, each 1-5 mapped to 0-100."
                  values={{ count: ratings.totalRatings }}
                />
              </p>
            </>
          )
        }
      </QueryState>
    </div>
  );
}

/** A dash where there is no figure, the same in every language. */
const NOT_RATED_MARK = '—';

function RatingBar({ label, value }: { readonly label: string; readonly value: number | null }) {
  const intl = useIntl();
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
            <span aria-hidden="true">{NOT_RATED_MARK}</span>
            <span className="visually-hidden">
              {intl.formatMessage({ id: 'dashboard.notRated', defaultMessage: 'not rated yet' })}
            </span>
          </>
        ) : (
          rounded
        )}
      </span>
    </li>
  );
}
