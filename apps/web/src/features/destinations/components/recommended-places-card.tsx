/** The search page's Recommended Places card: up to 2 accommodations and 1 activity, and View All on the detail page. */
import { Link } from 'react-router-dom';
import { ArrowRight, Sparkles } from 'lucide-react';
import { RECOMMENDED_ACCOMMODATIONS, RECOMMENDED_ACTIVITIES, type Place } from '@safetrails/contracts';
import { useAccommodations, useActivities } from '../api/get-places';
import { DestinationImage } from './destination-image';
import { ScoreBadge } from './score-badge';

export function RecommendedPlacesCard({ destinationId }: { readonly destinationId: number }) {
  const accommodations = useAccommodations(destinationId);
  const activities = useActivities(destinationId);
  const places: { readonly kind: string; readonly place: Place }[] = [
    ...(accommodations.data ?? [])
      .slice(0, RECOMMENDED_ACCOMMODATIONS)
      .map((place) => ({ kind: 'Accommodation', place })),
    ...(activities.data ?? []).slice(0, RECOMMENDED_ACTIVITIES).map((place) => ({ kind: 'Activity', place })),
  ];
  const loading = accommodations.isPending || activities.isPending;
  const failed = accommodations.isError && activities.isError;
  return (
    <section className="card" aria-labelledby="recommended-places-title">
      <h3 id="recommended-places-title" className="panel-title">
        <Sparkles aria-hidden="true" size={18} /> Recommended Places
      </h3>
      {loading ? (
        <p className="muted">Loading recommendations…</p>
      ) : failed ? (
        <p className="muted">Recommendations could not be loaded. Please try again later.</p>
      ) : places.length === 0 ? (
        <p className="muted">No recommendations available for this destination yet.</p>
      ) : (
        <>
          <ul className="recommended-list">
            {places.map(({ kind, place }) => (
              <li key={`${kind}-${place.id}`} className="recommended-item">
                <DestinationImage src={place.image} alt={place.name} />
                <span>
                  <span className="recommended-kind">
                    {kind} · {place.area}
                  </span>
                  <strong>{place.name}</strong>
                </span>
                <ScoreBadge score={place.safetyScore} />
              </li>
            ))}
          </ul>
          <Link to={`/destination/${destinationId}#recommendations`} className="btn btn-ghost btn-small">
            View All <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </>
      )}
    </section>
  );
}
