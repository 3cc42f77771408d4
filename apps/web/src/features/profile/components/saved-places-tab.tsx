/**
 * The Saved tab: the traveller's saved destinations with their safety scores and a coloured dot
 * (spec part 2: green at 80 or above, yellow at 60 or above, red below), and the way to the full
 * saved page with accommodations and activities. The profile route hands in the saved list.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/ui/titled-section';
import { Link } from 'react-router-dom';
import { Bookmark } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SavedItemView } from '@safetrails/contracts';
import { ScoreBadge, ScoreDot } from '@/components/ui/score-badge';
import { Spinner } from '@/components/ui/spinner';
import { bandLegend, SCORE_BANDS } from '@/lib/score-band';
import { LoadFailure } from '@/components/ui/load-failure';

export function SavedPlacesTab({ saved }: { readonly saved: UseQueryResult<SavedItemView[]> }) {
  const intl = useIntl();
  const destinations = (saved.data ?? []).filter((item) => item.itemType === 'destination');
  const others = (saved.data ?? []).length - destinations.length;

  const list = () => {
    if (saved.isError) {
      return (
        <LoadFailure
          message={intl.formatMessage({
            id: 'profile.saved.failed',
            defaultMessage: 'We could not load your saved places. Please try again.',
          })}
          onRetry={() => void saved.refetch()}
        />
      );
    }
    if (!saved.isSuccess)
      return (
        <Spinner
          label={intl.formatMessage({ id: 'profile.saved.loading', defaultMessage: 'Loading your saved places…' })}
        />
      );
    if (destinations.length === 0) {
      return (
        <div className="empty-state">
          <span className="empty-state-icon">
            <Bookmark aria-hidden="true" size={28} />
          </span>
          <p className="empty-state-title">
            <FormattedMessage id="profile.saved.none" defaultMessage="No Saved Destinations" />
          </p>
          <p className="muted">
            <FormattedMessage
              id="profile.saved.none.text"
              defaultMessage="Save a destination from its page or the dashboard and it is listed here."
            />
          </p>
          <Link to="/search/all" className="btn btn-ghost btn-small">
            <FormattedMessage id="profile.saved.explore" defaultMessage="Explore destinations" />
          </Link>
        </div>
      );
    }
    return (
      <ul
        className="saved-place-list"
        aria-label={intl.formatMessage({ id: 'profile.saved.list', defaultMessage: 'Saved destinations' })}
      >
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
    <TitledSection look="tab" title={<FormattedMessage id="profile.saved.title" defaultMessage="Saved Places" />}>
      {list()}
      <p className="saved-places-more">
        <Link to="/saved">
          <FormattedMessage
            id="profile.saved.all"
            defaultMessage="{others, plural, =0 {All your saved places} one {All your saved places, with # accommodation or activity} other {All your saved places, with # accommodations and activities}}"
            values={{ others }}
          />
        </Link>
      </p>
      <div className="score-legend">
        <p className="score-legend-title">
          <FormattedMessage id="profile.saved.legend" defaultMessage="How safety scores are coloured" />
        </p>
        <ul
          aria-label={intl.formatMessage({ id: 'profile.saved.legend.list', defaultMessage: 'Safety score colours' })}
        >
          {SCORE_BANDS.map(({ band }) => (
            <li key={band}>
              <span className={`score-dot score-dot-${band}`} aria-hidden="true" />
              {bandLegend(intl, band)}
            </li>
          ))}
        </ul>
      </div>
    </TitledSection>
  );
}
