/** The search page's Recommended Places card: up to 2 accommodations and 1 activity, and View All on the detail page. */
import { Link } from 'react-router-dom';
import { ArrowRight, Sparkles } from 'lucide-react';
import { RECOMMENDED_ACCOMMODATIONS, RECOMMENDED_ACTIVITIES, type Place } from '@safetrails/contracts';
import { useAccommodations, useActivities } from '../api/get-places';
import { DestinationImage } from './destination-image';
import { useIntl } from 'react-intl';

const GAP = ' ';
import { ScoreBadge } from './score-badge';

export function RecommendedPlacesCard({ destinationId }: { readonly destinationId: number }) {
  const accommodations = useAccommodations(destinationId);
  const intl = useIntl();
  const activities = useActivities(destinationId);
  const places: { readonly kind: 'accommodation' | 'activity'; readonly place: Place }[] = [
    ...(accommodations.data ?? [])
      .slice(0, RECOMMENDED_ACCOMMODATIONS)
      .map((place) => ({ kind: 'accommodation' as const, place })),
    ...(activities.data ?? []).slice(0, RECOMMENDED_ACTIVITIES).map((place) => ({ kind: 'activity' as const, place })),
  ];
  const loading = accommodations.isPending || activities.isPending;
  const failed = accommodations.isError && activities.isError;
  return (
    <section className="card" aria-labelledby="recommended-places-title">
      <h3 id="recommended-places-title" className="panel-title">
        <Sparkles aria-hidden="true" size={18} />
        {GAP}
        {intl.formatMessage({ id: 'recommended.title', defaultMessage: 'Recommended Places' })}
      </h3>
      {loading ? (
        <p className="muted">
          {intl.formatMessage({ id: 'recommendations.loading', defaultMessage: 'Loading recommendations…' })}
        </p>
      ) : failed ? (
        <p className="muted">
          {intl.formatMessage({
            id: 'recommended.failed',
            defaultMessage: 'Recommendations could not be loaded. Please try again later.',
          })}
        </p>
      ) : places.length === 0 ? (
        <p className="muted">
          {intl.formatMessage({
            id: 'recommended.none',
            defaultMessage: 'No recommendations available for this destination yet.',
          })}
        </p>
      ) : (
        <>
          <ul className="recommended-list">
            {places.map(({ kind, place }) => (
              <li key={`${kind}-${place.id}`} className="recommended-item">
                <DestinationImage src={place.image} alt={place.name} />
                <span>
                  <span className="recommended-kind">
                    {intl.formatMessage(
                      {
                        id: 'recommended.kindArea',
                        defaultMessage: '{kind, select, accommodation {Accommodation} other {Activity}} · {area}',
                      },
                      { kind, area: place.area },
                    )}
                  </span>
                  <strong>{place.name}</strong>
                </span>
                <ScoreBadge score={place.safetyScore} />
              </li>
            ))}
          </ul>
          <Link to={`/destination/${destinationId}#recommendations`} className="btn btn-ghost btn-small">
            {intl.formatMessage({ id: 'recommended.viewAll', defaultMessage: 'View All' })}
            {GAP}
            <ArrowRight className="flip-rtl" aria-hidden="true" size={16} />
          </Link>
        </>
      )}
    </section>
  );
}
